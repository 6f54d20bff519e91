/**
 * A published client gallery of `userId` as stored, for every test level's fixtures. `at` is the
 * publish and create time in the caller's own type (a Date, or a Timestamp of the SDK it writes with).
 */
export const clientGalleryData = <T>(userId: string, at: T) => ({
  userId,
  bookingId: null,
  title: 'Alice & Sam, the wedding',
  status: 'published' as const,
  sets: ['Ceremony', 'Portraits'],
  coverPhotoId: null,
  downloads: { enabled: true, web: true, full: false },
  expiresOn: null,
  publishedAt: at as T | null,
  createdAt: at,
});
