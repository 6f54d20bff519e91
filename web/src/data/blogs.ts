import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { blogSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const blogs = defineCollection(COLLECTIONS.blogs, blogSchema);

export const publishedBlogsQuery = (db: Firestore) => query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'));
export const latestBlogsQuery = (db: Firestore, count: number) =>
  query(blogs.ref(db), where('published', '==', true), orderBy('publishedAt', 'desc'), limit(count));
export const publishedBlogBySlugQuery = (db: Firestore, slug: string) =>
  query(blogs.ref(db), where('published', '==', true), where('slug', '==', slug));

export const usePublishedBlogs = () => useCollection(publishedBlogsQuery(useFirestore()));
export const useLatestBlogs = (count: number) => useCollection(latestBlogsQuery(useFirestore(), count));
export const usePublishedBlog = (slug: string) => useCollection(publishedBlogBySlugQuery(useFirestore(), slug));
