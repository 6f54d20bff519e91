import { z } from 'zod';
import { galleryInputSchema, type GalleryInput } from '@common/schemas';

// The owner's gallery form: the gallery's own fields (expiry '' = none), and for a new one, whose it
// is (the customer, and optionally their booking: then the customer is the booking's).
export const galleryFormSchema = galleryInputSchema.extend({
  expiresOn: z.union([z.literal(''), galleryInputSchema.shape.expiresOn.unwrap()]),
});
type GalleryForm = z.input<typeof galleryFormSchema>;

export const newGalleryFormSchema = galleryFormSchema.extend({
  userId: z.string().min(1, 'Choose the customer the gallery is for.'),
  userEmail: z.string(),
  userName: z.string(),
  bookingId: z.string(),
  bookingLabel: z.string(),
});
export type NewGalleryForm = z.input<typeof newGalleryFormSchema>;

export const BLANK_GALLERY: GalleryForm = {
  title: '',
  sets: ['Highlights'],
  downloads: { enabled: true, web: true, full: true },
  expiresOn: '',
  selection: null,
};

export const toGalleryInput = (values: z.output<typeof galleryFormSchema>): GalleryInput => ({
  title: values.title,
  sets: values.sets,
  downloads: values.downloads,
  expiresOn: values.expiresOn === '' ? null : values.expiresOn,
  selection: values.selection ?? null,
});
