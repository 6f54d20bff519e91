import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { firstReply } from '@common/leads';
import { paths } from '@common/paths';
import { leadSettingsSchema } from '@common/schemas/leads';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormStringList } from '@/components/form/string-list-field';
import { FormSwitch } from '@/components/form/switch-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useLeadSettings, useSaveLeadSettings, type LeadSettingsValues } from '@/data/leads';
import { useActivePackages } from '@/data/packages';
import { useStudio } from '@/lib/studio-context';

const inputSchema = leadSettingsSchema.omit({ updatedAt: true });

/** Admin → Settings → Inquiries: the automatic first reply (on or off, its words, a preview) and the reasons a lead is lost (ownerSettings/leads). */
export function LeadSettingsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold text-ink">
          Inquiries
        </h2>
        <p className="mt-1 text-sm text-muted">
          Each inquiry from the contact page gets an automatic first reply straight away: whether the date is free, the packages for the
          event with their prices, and how to book or ask for a consultation. Write its opening and closing here.
        </p>
      </div>
      <Loaded result={useLeadSettings()} what="the inquiry settings">
        {(values) => <LeadSettingsForm values={values} />}
      </Loaded>
    </section>
  );
}

function LeadSettingsForm({ values }: { values: LeadSettingsValues }) {
  const form = useSchemaForm(inputSchema, {
    autoReply: values.autoReply,
    replySubject: values.replySubject,
    replyIntro: values.replyIntro,
    replyClosing: values.replyClosing,
    lostReasons: values.lostReasons,
  });
  const save = useSaveLeadSettings();
  const toast = useToast();
  return (
    <SchemaForm
      form={form}
      what="inquiry settings"
      audience="owner"
      aria-label="Inquiry settings"
      onSubmit={async (next) => {
        await save(next);
        form.reset(next);
        toast(next.autoReply ? 'Saved: new inquiries get the first reply' : 'Saved: the first reply is off');
      }}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <FormSwitch name="autoReply" label="Send the automatic first reply" hint="Off: inquiries wait for your own answer." />
          <FormText name="replySubject" label="Subject" />
          <FormTextArea name="replyIntro" label="Opening" rows={4} hint="{name} becomes their first name." />
          <FormTextArea name="replyClosing" label="Closing" rows={2} />
          <FormStringList
            name="lostReasons"
            label="Reasons a lead is lost"
            itemLabel="Reason"
            max={20}
            addLabel="Add a reason"
            empty="Add at least one reason."
          />
        </div>
        <ReplyPreview />
      </div>
      <SubmitButton className="mt-6">Save inquiry settings</SubmitButton>
    </SchemaForm>
  );
}

/** The first reply as a wedding inquiry for a free date would get it, with the studio's packages and contact. */
function ReplyPreview() {
  const [autoReply, replySubject, replyIntro, replyClosing] = useWatch({
    name: ['autoReply', 'replySubject', 'replyIntro', 'replyClosing'],
  }) as [boolean, string, string, string];
  const studio = useStudio();
  const packages = useActivePackages().data ?? [];
  const site = typeof window === 'undefined' ? '' : window.location.origin;
  const reply = firstReply(
    { replySubject, replyIntro, replyClosing },
    {
      name: 'Maya Chen',
      eventType: 'Wedding',
      eventDate: '2027-06-12',
      availability: 'available',
      packages: packages.map((p) => ({ name: p.name, price: p.price, category: p.category })),
      studioName: studio?.name ?? 'Your studio',
      studioEmail: studio?.email ?? '',
      studioPhone: studio?.phone ?? '',
      bookUrl: `${site}${paths.pricing}`,
      consultUrl: `${site}${paths.contact}`,
    },
  );
  return (
    <figure
      className={`rounded-2xl border border-sand bg-linen p-5 ${autoReply ? '' : 'opacity-60'}`}
      aria-label="Preview of the first reply"
    >
      <figcaption className="eyebrow">Preview{autoReply ? '' : ' (off)'}</figcaption>
      <p className="mt-3 font-semibold text-ink">{reply.subject}</p>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-ink-soft">
        <p className="whitespace-pre-line">{reply.intro}</p>
        <p className="font-semibold text-ink">{reply.availability}</p>
        {reply.packages.length > 0 && (
          <ul className="divide-y divide-sand rounded-xl bg-white px-4">
            {reply.packages.map((p) => (
              <li key={p.name} className="flex justify-between gap-3 py-2">
                <span>{p.name}</span>
                <span className="tabular-nums text-ink">{p.price}</span>
              </li>
            ))}
          </ul>
        )}
        <p>{reply.next}</p>
        {reply.closing && <p className="whitespace-pre-line">{reply.closing}</p>}
        <p className="text-muted">{reply.signature.join(' · ')}</p>
      </div>
    </figure>
  );
}
