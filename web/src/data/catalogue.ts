import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import {
  blogSchema,
  faqSchema,
  frameSchema,
  galleryItemSchema,
  jobOpeningSchema,
  packageSchema,
  serviceSchema,
  testimonialSchema,
} from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

// The public catalogue: read by everyone, written by the owner. Queries filter on the same
// flags the rules check, or the rules would refuse the list.
export const services = defineCollection(COLLECTIONS.services, serviceSchema);
export const packages = defineCollection(COLLECTIONS.packages, packageSchema);
export const gallery = defineCollection(COLLECTIONS.gallery, galleryItemSchema);
export const frames = defineCollection(COLLECTIONS.frames, frameSchema);
export const blogs = defineCollection(COLLECTIONS.blogs, blogSchema);
export const faqs = defineCollection(COLLECTIONS.faqs, faqSchema);
export const jobOpenings = defineCollection(COLLECTIONS.jobOpenings, jobOpeningSchema);
export const testimonials = defineCollection(COLLECTIONS.testimonials, testimonialSchema);

export const activeServicesQuery = (db: Firestore) => query(services.ref(db), where('active', '==', true), orderBy('order'));
export const activePackagesQuery = (db: Firestore) => query(packages.ref(db), where('active', '==', true), orderBy('order'));
export const publishedGalleryQuery = (db: Firestore) => query(gallery.ref(db), where('published', '==', true), orderBy('order'));
// The home page shows a few highlights: asking for just those keeps its reads low.
export const featuredGalleryQuery = (db: Firestore, count: number) =>
  query(gallery.ref(db), where('published', '==', true), where('featured', '==', true), orderBy('order'), limit(count));
export const activeFramesQuery = (db: Firestore) => query(frames.ref(db), where('active', '==', true), orderBy('order'));
export const publishedBlogsQuery = (db: Firestore) => query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'));
export const latestBlogsQuery = (db: Firestore, count: number) =>
  query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'), limit(count));
export const publishedBlogBySlugQuery = (db: Firestore, slug: string) =>
  query(blogs.ref(db), where('published', '==', true), where('slug', '==', slug));
export const faqsQuery = (db: Firestore) => query(faqs.ref(db), orderBy('order'));
export const activeJobOpeningsQuery = (db: Firestore) => query(jobOpenings.ref(db), where('active', '==', true), orderBy('order'));
export const publishedTestimonialsQuery = (db: Firestore) => query(testimonials.ref(db), where('published', '==', true), orderBy('order'));

export const useActiveServices = () => useCollection(activeServicesQuery(useFirestore()));
export const useActivePackages = () => useCollection(activePackagesQuery(useFirestore()));
export const usePublishedGallery = () => useCollection(publishedGalleryQuery(useFirestore()));
export const useFeaturedGallery = (count: number) => useCollection(featuredGalleryQuery(useFirestore(), count));
export const useActiveFrames = () => useCollection(activeFramesQuery(useFirestore()));
export const usePublishedBlogs = () => useCollection(publishedBlogsQuery(useFirestore()));
export const useLatestBlogs = (count: number) => useCollection(latestBlogsQuery(useFirestore(), count));
export const usePublishedBlog = (slug: string) => useCollection(publishedBlogBySlugQuery(useFirestore(), slug));
export const useFaqs = () => useCollection(faqsQuery(useFirestore()));
export const useActiveJobOpenings = () => useCollection(activeJobOpeningsQuery(useFirestore()));
export const usePublishedTestimonials = () => useCollection(publishedTestimonialsQuery(useFirestore()));
