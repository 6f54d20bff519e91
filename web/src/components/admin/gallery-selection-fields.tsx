import { FormNumber } from '@/components/form/text-fields';

/**
 * Issue 38: how many photos a package (or one gallery) includes and the price of an extra one, with
 * an optional "all remaining" price (common/gallery-selection.ts). A blank "Photos included" is no limit.
 */
export function FormGallerySelection({ name, hint }: { name: string; hint: string }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-sand p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Photo selection</legend>
      <p className="text-sm text-muted">{hint}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormNumber name={`${name}.included`} label="Photos included" min={0} max={5000} hint="Blank: no limit." />
        <FormNumber name={`${name}.extraPrice`} label="Price per extra photo" price min={0} />
        <FormNumber
          name={`${name}.allRemainingPrice`}
          label="All remaining (optional)"
          price
          min={0}
          hint="One price for every other photo."
        />
      </div>
    </fieldset>
  );
}
