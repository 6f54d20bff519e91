import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDate } from '@common/format';
import { adminPaths, blogPostPath, editPostPath } from '@common/paths';
import { keywordsOf, type Blog } from '@common/schemas';
import { TitleCell } from '@/components/admin/catalogue/cells';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { buttonClass } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { blogs, useDeletePost, useOwnerBlogs, useSetPostPublished } from '@/data/blogs';
import type { WithId } from '@/data/collection';

type Row = WithId<Blog>;

/** Every post, drafts included: publish or hide in place, edit, delete after asking. */
export const blogsList: OwnerListDeclaration<'blogs', Blog, 'delete'> = {
  spec: ADMIN_LISTS.blogs,
  useList: useOwnerBlogs,
  label: 'Posts',
  what: 'the posts',
  columns: [
    {
      id: 'title',
      header: 'Post',
      cell: ({ row }) => <TitleCell title={row.original.title} detail={`/blog/${row.original.id}`} image={row.original.cover} />,
      meta: { card: 'title', sort: 'title' },
    },
    {
      id: 'date',
      header: 'Published',
      cell: ({ row }) => (row.original.publishedAt ? formatDate(row.original.publishedAt) : <span className="text-muted">Never</span>),
      meta: { sort: 'newest', className: 'whitespace-nowrap' },
    },
    { id: 'author', header: 'Author', cell: ({ row }) => row.original.author },
    { id: 'published', header: 'Live', cell: ({ row }) => <PublishedSwitch post={row.original} /> },
  ],
  filterLabels: { published: 'Published', drafts: 'Drafts' },
  sortLabels: { newest: 'Newest', title: 'Title' },
  search: { label: 'Search posts' },
  empty: { title: 'No posts yet', hint: 'Write the first one: it appears in the journal at /blog once published.' },
  noMatch: { title: 'No posts match' },
  create: { label: '+ New post', to: adminPaths.createBlog },
  RowActions: ({ row, open }) => (
    <div className="flex items-center justify-end gap-1">
      {row.published && (
        <a href={blogPostPath(row.id)} target="_blank" rel="noopener" className={buttonClass('ghost', '', 'sm')}>
          View<span className="sr-only"> {row.title} (opens in a new tab)</span>
        </a>
      )}
      <Link to={editPostPath(row.id)} className={buttonClass('ghost', '', 'sm')} aria-label={`Edit ${row.title}`}>
        Edit
      </Link>
      <button
        type="button"
        onClick={() => open('delete')}
        aria-label={`Delete ${row.title}`}
        className={buttonClass('ghost', 'text-danger hover:bg-rose/10', 'sm')}
      >
        Delete
      </button>
    </div>
  ),
  dialogs: { delete: DeletePostDialog },
  // The owner writes every field of a post but its address and first publication date.
  repair: fieldRepair({
    noun: 'post',
    target: {
      ...blogs,
      fields: ['title', 'excerpt', 'body', 'cover', 'author', 'tags', 'published', 'keywords'] as const,
      keywords: (post) => keywordsOf.blogs(post),
    },
    labels: {
      title: 'Title',
      excerpt: 'Excerpt',
      body: 'The post',
      cover: 'Cover picture',
      author: 'Author',
      tags: 'Tags',
      published: 'Published',
    },
    canRemove: () => true,
  }),
};

function PublishedSwitch({ post }: { post: Row }) {
  const setPublished = useSetPostPublished();
  const toast = useToast();
  return (
    <Switch
      label={<span className="sr-only">{`Published: ${post.title}`}</span>}
      checked={post.published}
      onChange={(value) =>
        setPublished(post, value).then(
          () => toast(value ? 'Post published' : 'Post hidden from the journal'),
          (error) => {
            console.error('Publishing failed', error);
            toast("Couldn't change it. Nothing changed; try again.", 'error');
          },
        )
      }
    />
  );
}

function DeletePostDialog({ row: post, onClose }: { row: Row; onClose: () => void }) {
  const deletePost = useDeletePost();
  const toast = useToast();
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete this post?"
      confirmLabel="Delete post"
      busyLabel="Deleting…"
      danger
      what="deletion"
      onConfirm={async () => {
        await deletePost(post.id);
        toast(`“${post.title}” deleted`);
      }}
    >
      <p>
        <strong className="text-ink">{post.title}</strong>{' '}
        {post.published
          ? `disappears from the journal, and links to /blog/${post.id} will show “post not found”.`
          : 'is a draft nobody has seen; it will be gone for good.'}{' '}
        To keep it but hide it, turn off “Live” instead.
      </p>
    </ConfirmDialog>
  );
}
