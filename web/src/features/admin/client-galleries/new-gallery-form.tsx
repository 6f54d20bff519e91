import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { galleryEditorPath } from '@common/paths';
import { FormBookingSelect } from '@/components/admin/booking-select';
import { FormCustomerPicker } from '@/components/admin/customer-picker/form-customer-picker';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreateGallery, useNewGalleryId, usePackageSelectionOf } from '@/data/client-galleries';
import { BLANK_GALLERY, newGalleryFormSchema, toGalleryInput, type NewGalleryForm } from './gallery-form-schema';
import { GalleryFields } from './gallery-fields';

const BLANK: NewGalleryForm = { ...BLANK_GALLERY, userId: '', userEmail: '', userName: '', bookingId: '', bookingLabel: '' };

/** A new draft gallery for a customer, for one of their bookings or on its own (a walk-in). */
export function NewGalleryForm() {
  const form = useSchemaForm(newGalleryFormSchema, BLANK);
  const newId = useNewGalleryId();
  // One id per form: a second submit of the same form rewrites the same document, which the rules refuse.
  const [id] = useState(newId);
  const create = useCreateGallery();
  const navigate = useNavigate();
  const userId = useWatch({ control: form.control, name: 'userId' });
  const bookingId = useWatch({ control: form.control, name: 'bookingId' });
  const selectionOf = usePackageSelectionOf();
  // Issue 38: a gallery for a booking starts with its package's photo selection; the owner may change it here.
  useEffect(() => {
    if (!bookingId) return;
    let current = true;
    selectionOf(bookingId)
      .then((rules) => current && form.setValue('selection', rules, { shouldDirty: true }))
      .catch((error: unknown) => console.warn('The package of the booking could not be read', error));
    return () => {
      current = false;
    };
  }, [bookingId, selectionOf, form]);

  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        await create(id, { ...toGalleryInput(values), userId: values.userId, bookingId: values.bookingId || null });
        navigate(galleryEditorPath(id));
      }}
      what="gallery"
      audience="owner"
      aria-label="New client gallery"
    >
      <div className="grid gap-6 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <div className="grid gap-6 md:grid-cols-2">
          <FormCustomerPicker onChange={() => form.setValue('bookingId', '')} />
          {userId ? (
            <FormBookingSelect key={userId} uid={userId} />
          ) : (
            <p className="self-end pb-3 text-sm text-muted">Choose the customer to pick one of their bookings.</p>
          )}
        </div>
        <GalleryFields />
      </div>
      <FormActionBar>
        <SubmitButton busyLabel="Creating…">Create the draft</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
