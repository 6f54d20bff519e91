import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@common/slug';
import { FormImage } from '@/components/form/image-field';
import { FormMarkdown } from '@/components/form/markdown-field';
import { FormStringList } from '@/components/form/string-list-field';
import { FormSwitch } from '@/components/form/switch-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';

/** The post's fields. A new post's address follows its title until the owner edits it by hand. */
export function BlogFields({ isNew, published }: { isNew: boolean; published: boolean }) {
  const { control, setValue, getFieldState, formState } = useFormContext();
  const title = useWatch({ control, name: 'title' }) as string;
  const slug = useWatch({ control, name: 'slug' }) as string;
  const slugEdited = getFieldState('slug', formState).isDirty && slug !== slugify(title ?? '');
  useEffect(() => {
    if (isNew && !slugEdited) setValue('slug', slugify(title ?? ''), { shouldDirty: false });
  }, [isNew, slugEdited, title, setValue]);

  return (
    <div className="grid gap-6">
      <FormText name="title" label="Title" maxLength={200} className="[&_input]:font-display [&_input]:text-2xl" />
      <FormText
        name="slug"
        label="Address"
        prefix="/blog/"
        readOnly={!isNew}
        className="[&_input]:pl-[4.25rem]"
        hint={
          isNew
            ? 'Made from the title; if another post has it, -2 is added. It cannot change after the post is created, so links keep working.'
            : 'Fixed since the post was created, so links to it keep working.'
        }
      />
      <FormTextArea name="excerpt" label="Excerpt" rows={3} maxLength={500} hint="Shown on the journal's cards and in search results." />
      <div className="grid gap-6 md:grid-cols-2">
        <FormText name="author" label="Author" maxLength={100} />
        <FormStringList name="tags" label="Tags" itemLabel="Tag" max={10} addLabel="Add a tag" empty="No tags." />
      </div>
      <FormImage name="cover" label="Cover picture" />
      <FormMarkdown name="body" label="The post" />
      <FormSwitch
        name="published"
        label="Published"
        hint={
          published
            ? 'Visible in the journal. Turning this off hides it and keeps its date.'
            : 'Drafts are visible only here. The first publish dates the post.'
        }
      />
    </div>
  );
}
