import { COLLECTIONS } from '@common/collections';
import type { Blog, Faq, Frame, GalleryItem, JobOpening, Package, Service, Testimonial } from '@common/schemas';
import type { QuerySpec } from './query-spec';
import { usePublicQuery, type LoadSchema } from './public-read';

// The public catalogue hooks, on the SDK-free read path (public-read.ts). Public pages import
// them from here; the per-collection modules re-export them under the same names. Every query
// filters on the flag the rules check, or the rules would refuse the list.
// The schemas (and zod) load with the first answer, not with the page.
const schemas = () => import('@common/schemas/catalogue');
const schema =
  <T>(pick: (module: Awaited<ReturnType<typeof schemas>>) => unknown): LoadSchema<T> =>
  () =>
    schemas().then((module) => pick(module) as Awaited<ReturnType<LoadSchema<T>>>);

const serviceSchema = schema<Service>((m) => m.serviceSchema);
const packageSchema = schema<Package>((m) => m.packageSchema);
const gallerySchema = schema<GalleryItem>((m) => m.galleryItemSchema);
const frameSchema = schema<Frame>((m) => m.frameSchema);
const blogSchema = schema<Blog>((m) => m.blogSchema);
const faqSchema = schema<Faq>((m) => m.faqSchema);
const jobOpeningSchema = schema<JobOpening>((m) => m.jobOpeningSchema);
const testimonialSchema = schema<Testimonial>((m) => m.testimonialSchema);

const active = ['active', '==', true] as const;
const published = ['published', '==', true] as const;
const byOrder = [['order', 'asc']] as const;
const newestFirst = [['publishedAt', 'desc']] as const;

const q = (query: QuerySpec) => query;

export const useActiveServices = () =>
  usePublicQuery(q({ collection: COLLECTIONS.services, where: [active], orderBy: byOrder }), serviceSchema);

/** Lists the prerender also uses, to find the package and journal pages to build. */
export const activePackages = { query: q({ collection: COLLECTIONS.packages, where: [active], orderBy: byOrder }), schema: packageSchema };
export const publishedBlogs = { query: q({ collection: COLLECTIONS.blogs, where: [published], orderBy: newestFirst }), schema: blogSchema };

export const useActivePackages = () => usePublicQuery(activePackages.query, packageSchema);
/** The first `count` featured packages; `skip` asks nothing. */
export const useFeaturedPackages = (count: number, skip = false) =>
  usePublicQuery(
    skip ? null : { collection: COLLECTIONS.packages, where: [active, ['featured', '==', true]], orderBy: byOrder, limit: count },
    packageSchema,
  );
/** The first `count` packages in the studio's order; `skip` asks nothing. */
export const useFirstPackages = (count: number, skip = false) =>
  usePublicQuery(skip ? null : { collection: COLLECTIONS.packages, where: [active], orderBy: byOrder, limit: count }, packageSchema);

/** The published gallery; with `count`, only its first pictures; `skip` asks nothing. */
export const usePublishedGallery = (count?: number, skip = false) =>
  usePublicQuery(skip ? null : { collection: COLLECTIONS.gallery, where: [published], orderBy: byOrder, limit: count }, gallerySchema);
export const useFeaturedGallery = (count: number) =>
  usePublicQuery(
    { collection: COLLECTIONS.gallery, where: [published, ['featured', '==', true]], orderBy: byOrder, limit: count },
    gallerySchema,
  );
/** Just these pictures, those still published (an empty list asks nothing). */
export const useGalleryItems = (ids: readonly string[]) =>
  usePublicQuery(ids.length ? { collection: COLLECTIONS.gallery, where: [published, ['__name__', 'in', ids]] } : null, gallerySchema);

export const useActiveFrames = () => usePublicQuery(q({ collection: COLLECTIONS.frames, where: [active], orderBy: byOrder }), frameSchema);

export const usePublishedBlogs = () => usePublicQuery(publishedBlogs.query, blogSchema);
export const useLatestBlogs = (count: number) =>
  usePublicQuery({ collection: COLLECTIONS.blogs, where: [published], orderBy: newestFirst, limit: count }, blogSchema);
export const usePublishedBlog = (slug: string) =>
  usePublicQuery({ collection: COLLECTIONS.blogs, where: [published, ['slug', '==', slug]] }, blogSchema);

/** Every FAQ; `skip` asks nothing. */
export const useFaqs = (skip = false) => usePublicQuery(skip ? null : { collection: COLLECTIONS.faqs, orderBy: byOrder }, faqSchema);

export const useActiveJobOpenings = () =>
  usePublicQuery(q({ collection: COLLECTIONS.jobOpenings, where: [active], orderBy: byOrder }), jobOpeningSchema);

/** Published testimonials; with `count`, only the first ones. */
export const usePublishedTestimonials = (count?: number) =>
  usePublicQuery({ collection: COLLECTIONS.testimonials, where: [published], orderBy: byOrder, limit: count }, testimonialSchema);
