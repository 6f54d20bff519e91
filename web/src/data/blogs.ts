import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { blogSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const blogs = defineCollection(COLLECTIONS.blogs, blogSchema);

export const publishedBlogsQuery = (db: Firestore) => query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'));
export const latestBlogsQuery = (db: Firestore, count: number) =>
  query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'), limit(count));
export const publishedBlogBySlugQuery = (db: Firestore, slug: string) =>
  query(blogs.ref(db), where('published', '==', true), where('slug', '==', slug));
// The public read hooks (no Firebase SDK on public pages): see catalogue.ts.
export { usePublishedBlogs, useLatestBlogs, usePublishedBlog } from './catalogue';
