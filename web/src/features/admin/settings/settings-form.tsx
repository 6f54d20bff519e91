import { formatDateTime } from '@common/format';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { useToast } from '@/components/ui/toast';
import type { OwnerSettings } from '@/data/settings';
import { OnlinePaymentStatus } from './online-payment-status';
import { SETTINGS_SECTIONS, SectionCard } from './settings-sections';
import { useSettingsForm } from './use-settings-form';

const section = (key: string) => SETTINGS_SECTIONS.find((s) => s.key === key)!;

/** Admin → Settings: every section on one page, saved together. */
export function SettingsForm({ settings }: { settings: OwnerSettings }) {
  const toast = useToast();
  const { formProps } = useSettingsForm(settings, () => toast('Settings saved: the site, the emails and the booking rules use them now'));
  return (
    <SchemaForm {...formProps} aria-label="Studio settings">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SectionCard section={section('studio')} />
        <div className="grid gap-6">
          <SectionCard section={section('business')} />
          <SectionCard section={section('payment')} />
          <OnlinePaymentStatus />
        </div>
        <div className="lg:col-span-2">
          <SectionCard section={section('policies')} />
        </div>
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">{settings.updatedAt ? `Last saved ${formatDateTime(settings.updatedAt)}` : 'Not saved yet.'}</p>
        <SubmitButton busyLabel="Saving…">Save settings</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
