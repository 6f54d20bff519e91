import { allSettingsSchema, type AllSettings } from '@common/schemas/settings';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSaveSettings, type OwnerSettings } from '@/data/settings';
import { refreshPublicSettings } from '@/data/studio';

/**
 * The studio's settings as one form, for the first-run steps and the settings page alike: a save
 * keeps the stored policies, marks the form clean and refreshes what the public site reads, then
 * `onSaved` says where the owner goes next.
 */
export function useSettingsForm(settings: OwnerSettings, onSaved: () => void) {
  const form = useSchemaForm(allSettingsSchema, settings.values);
  const save = useSaveSettings();
  return {
    form,
    formProps: {
      form,
      audience: 'owner',
      what: 'settings',
      onSubmit: async (values: AllSettings) => {
        await save(values, settings.policies);
        form.reset(values);
        await refreshPublicSettings();
        onSaved();
      },
    },
  } as const;
}
