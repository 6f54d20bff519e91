import { FormStringList } from '@/components/form/string-list-field';
import { FormSwitch } from '@/components/form/switch-field';
import { FormText } from '@/components/form/text-fields';
import { FormGallerySelection } from '@/components/admin/gallery-selection-fields';
import { ORIGINAL_METADATA_NOTE } from '@common/media';
import { GALLERY_MAX_SETS, GALLERY_SET_NAME_MAX, WEB_DOWNLOAD_EDGE } from '@common/schemas';

/** Title, sets, download rules and the optional expiry: the same in the new-gallery form and the editor. */
export function GalleryFields() {
  return (
    <>
      <FormText name="title" label="Title" placeholder="The wedding — the full gallery" maxLength={100} />
      <FormStringList
        name="sets"
        label="Sets"
        itemLabel="Set"
        hint={`The tabs the customer sees, in this order ("Ceremony", "Portraits"); up to ${GALLERY_MAX_SETS}, ${GALLERY_SET_NAME_MAX} characters each.`}
        max={GALLERY_MAX_SETS}
        addLabel="Add a set"
        empty="Add the first set."
      />
      <fieldset className="grid gap-3 rounded-2xl border border-sand p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Downloads</legend>
        <FormSwitch name="downloads.enabled" label="The customer may download photos" />
        <FormSwitch
          name="downloads.web"
          label="Web size"
          hint={`A JPEG of ${WEB_DOWNLOAD_EDGE} pixels on the long edge, with no metadata: for screens and sharing.`}
        />
        <FormSwitch
          name="downloads.full"
          label="Full resolution"
          hint={`The original file, at its full size and quality. ${ORIGINAL_METADATA_NOTE}`}
        />
      </fieldset>
      <FormText
        name="expiresOn"
        type="date"
        label="Downloads until (optional)"
        hint="After this day the download buttons hide. The photos are kept and stay visible; the customer can ask you to reopen."
      />
      <FormGallerySelection
        name="selection"
        hint="The customer sees “12 of 25 chosen”; favourites past the limit are extras at this price, bought from the gallery. A booking’s package fills these in."
      />
    </>
  );
}
