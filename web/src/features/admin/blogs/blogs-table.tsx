import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { Blog } from '@common/schemas';
import { adminPaths, blogPostPath, editPostPath } from '@common/paths';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useDialogState } from '@/components/crud/use-dialog-state';
import { useListControls } from '@/components/crud/use-list-controls';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { formatDate } from '@common/format';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { useDeletePost, useOwnerBlogs, useSetPostPublished } from '@/data/blogs';
import type { WithId } from '@/data/collection';
import { TitleCell } from '@/components/admin/catalogue/cells';

type Row = WithId<Blog>;

/** Every post, drafts included: publish or hide in place, edit, delete after asking. */
export function BlogsTable() {
  const controls = useListControls(ADMIN_LISTS.blogs);
  const list = useOwnerBlogs(controls.params);
  const setPublished = useSetPostPublished();
  const deletePost = useDeletePost();
  const deleter = useDialogState<Row>();
  const toast = useToast();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
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
      {
        id: 'published',
        header: 'Live',
        cell: ({ row }) => (
          <Switch
            label={<span className="sr-only">{`Published: ${row.original.title}`}</span>}
            checked={row.original.published}
            onChange={(value) =>
              setPublished(row.original, value).then(
                () => toast(value ? 'Post published' : 'Post hidden from the journal'),
                (error) => {
                  console.error('Publishing failed', error);
                  toast("Couldn't change it. Nothing changed; try again.", 'error');
                },
              )
            }
          />
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-1">
            {row.original.published && (
              <a href={blogPostPath(row.original.id)} target="_blank" rel="noopener" className={buttonClass('ghost', '', 'sm')}>
                View<span className="sr-only"> {row.original.title} (opens in a new tab)</span>
              </a>
            )}
            <Link to={editPostPath(row.original.id)} className={buttonClass('ghost', '', 'sm')} aria-label={`Edit ${row.original.title}`}>
              Edit
            </Link>
            <button
              type="button"
              onClick={() => deleter.open(row.original)}
              aria-label={`Delete ${row.original.title}`}
              className={buttonClass('ghost', 'text-danger hover:bg-rose/10', 'sm')}
            >
              Delete
            </button>
          </div>
        ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ],
    // deleter.open only sets state; the columns need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setPublished, toast],
  );

  const post = deleter.target;
  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={{ published: 'Published', drafts: 'Drafts' }}
        sortLabels={{ newest: 'Newest', title: 'Title' }}
        searchLabel="Search posts"
        actions={<ButtonLink to={adminPaths.createBlog}>+ New post</ButtonLink>}
      />
      <ListTable
        label="Posts"
        what="the posts"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No posts yet', hint: 'Write the first one: it appears in the journal at /blog once published.' }}
        noMatch={{ title: 'No posts match' }}
      />
      <ConfirmDialog
        open={post !== null}
        onClose={deleter.close}
        title="Delete this post?"
        confirmLabel="Delete post"
        busyLabel="Deleting…"
        cancelLabel="Keep it"
        danger
        what="deletion"
        onConfirm={async () => {
          if (!post) return;
          await deletePost(post.id);
          toast(`“${post.title}” deleted`);
        }}
      >
        <p>
          <strong className="text-ink">{post?.title}</strong>{' '}
          {post?.published
            ? `disappears from the journal, and links to /blog/${post.id} will show “post not found”.`
            : 'is a draft nobody has seen; it will be gone for good.'}{' '}
          To keep it but hide it, turn off “Live” instead.
        </p>
      </ConfirmDialog>
    </>
  );
}
