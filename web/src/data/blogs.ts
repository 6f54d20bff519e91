import { deleteDoc, doc, runTransaction, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { blogInputSchema, blogSchema, keywordsOf, type Blog } from '@common/schemas';
import { slugVariant } from '@common/slug';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { useLiveDoc } from './live';
import { useOwnerList } from './owner-list';

export const blogs = defineCollection(COLLECTIONS.blogs, blogSchema);

// ---------------------------------------------------------------- the owner's side

export const useOwnerBlogs = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.blogs, blogs, params);

/** One post, live, for the editor; null when it does not exist. */
export const useOwnerBlog = (id: string) => useLiveDoc(blogs, id);

const MAX_SLUG_ATTEMPTS = 20;

/**
 * A new post at the first free address made from its slug (garden-notes, garden-notes-2, …):
 * the document id is the slug, and the transaction makes sure no other post is overwritten.
 */
async function createPost(db: Firestore, input: unknown): Promise<string> {
  const valid = blogInputSchema.parse(input);
  return runTransaction(db, async (transaction) => {
    for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
      const slug = slugVariant(valid.slug, attempt);
      const ref = doc(blogs.rawRef(db), slug);
      if ((await transaction.get(ref)).exists()) continue;
      const post = { ...valid, slug };
      blogSchema.parse({ ...post, publishedAt: valid.published ? new Date() : null, keywords: keywordsOf.blogs(post) });
      transaction.set(ref, { ...post, publishedAt: valid.published ? serverTimestamp() : null, keywords: keywordsOf.blogs(post) });
      return slug;
    }
    throw new UserFacingError('Every address made from this slug is taken. Change the slug and save again.');
  });
}

/**
 * Saves an existing post. Its address never changes; the first publish stamps publishedAt with
 * the server's time, and later edits leave it alone (the rules hold both).
 */
async function updatePost(db: Firestore, before: WithId<Blog>, input: unknown) {
  const valid = blogInputSchema.parse({ ...(input as object), slug: before.id });
  const firstPublish = valid.published && before.publishedAt === null;
  blogSchema.parse({ ...valid, publishedAt: firstPublish ? new Date() : before.publishedAt, keywords: keywordsOf.blogs(valid) });
  await updateDoc(doc(blogs.rawRef(db), before.id), {
    ...valid,
    keywords: keywordsOf.blogs(valid),
    ...(firstPublish ? { publishedAt: serverTimestamp() } : {}),
  });
}

async function setPostPublished(db: Firestore, post: WithId<Blog>, published: boolean) {
  const firstPublish = published && post.publishedAt === null;
  await updateDoc(doc(blogs.rawRef(db), post.id), { published, ...(firstPublish ? { publishedAt: serverTimestamp() } : {}) });
}

const deletePost = (db: Firestore, id: string) => deleteDoc(doc(blogs.rawRef(db), id));

export const useCreatePost = () => useBound(createPost);
export const useUpdatePost = () => useBound(updatePost);
export const useSetPostPublished = () => useBound(setPostPublished);
export const useDeletePost = () => useBound(deletePost);
