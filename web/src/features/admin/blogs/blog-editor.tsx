import { useNavigate } from 'react-router-dom';
import type { Blog, BlogInput } from '@common/schemas';
import { NO_IMAGE, blogInputSchema } from '@common/schemas';
import { blogPostPath, editPostPath } from '@common/paths';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@common/format';
import { useToast } from '@/components/ui/toast';
import { useCreatePost, useUpdatePost } from '@/data/blogs';
import type { WithId } from '@/data/collection';
import { useStudio } from '@/lib/studio-context';
import { BlogFields } from './blog-fields';

const BLANK: BlogInput = {
  slug: '',
  title: '',
  excerpt: '',
  body: '',
  cover: NO_IMAGE,
  author: '',
  tags: [],
  published: false,
};

/** Write or edit a post; a new one becomes an edit of itself once saved. */
export function BlogEditor({ post }: { post: WithId<Blog> | null }) {
  // A new post is signed by the studio until the owner names someone else.
  const studioName = useStudio()?.name ?? '';
  const form = useSchemaForm(blogInputSchema, post ? toInput(post) : { ...BLANK, author: studioName });
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const navigate = useNavigate();
  const toast = useToast();
  const published = form.watch('published');

  async function save(values: BlogInput) {
    if (post) {
      await updatePost(post, values);
      form.reset(values);
      toast(values.published ? 'Post saved — it is live in the journal' : 'Draft saved');
    } else {
      const slug = await createPost(values);
      toast(values.published ? `Post published at /blog/${slug}` : 'Draft saved');
      navigate(editPostPath(slug), { replace: true });
    }
  }

  return (
    <SchemaForm form={form} onSubmit={save} what="post" audience="owner" aria-label={post ? 'Edit post' : 'New post'}>
      <div className="rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <BlogFields isNew={!post} published={Boolean(post?.published)} />
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">
          {post?.publishedAt ? `First published ${formatDate(post.publishedAt)}` : 'Not published yet'}
          {post?.published && (
            <>
              {' · '}
              <a
                href={blogPostPath(post.id)}
                target="_blank"
                rel="noopener"
                className="font-semibold text-ink underline underline-offset-4"
              >
                View post<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
        <SubmitButton busyLabel="Saving…">{published ? (post?.published ? 'Save changes' : 'Publish post') : 'Save draft'}</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}

const toInput = ({ slug, title, excerpt, body, cover, author, tags, published }: Blog): BlogInput => ({
  slug,
  title,
  excerpt,
  body,
  cover,
  author,
  tags,
  published,
});
