import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { adminPaths } from '@common/paths';
import { AdminPage } from '@/components/admin/admin-page';
import { Logo } from '@/components/ui/logo';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnerSettings } from '@/data/settings';
import { ContractSettingsSection } from '@/features/admin/settings/contract-settings-form';
import { FirstRunSetup } from '@/features/admin/settings/first-run-setup';
import { GalleryExtensionSection } from '@/features/admin/settings/gallery-extension-form';
import { LeadSettingsSection } from '@/features/admin/settings/lead-settings-form';
import { SettingsForm } from '@/features/admin/settings/settings-form';
import { settingsTemplate } from '@/features/admin/settings/settings-template';
import { WatermarkSettingsSection } from '@/features/admin/settings/watermark-settings-form';
import { SessionSettingsSection } from '@/features/admin/sessions/calendar-sync-panel';
import { usePageMeta } from '@/lib/use-page-meta';

/** Admin → Settings: the studio's identity, money and time, payment details and policies. */
export function SettingsPage() {
  const [template] = useState(() => settingsTemplate());
  const settings = useOwnerSettings(template);
  return (
    <AdminPage title="Settings" description="Who the studio is and how it works: every page, email and booking reads these.">
      {settings.status === 'loading' && <Skeleton count={2} className="h-[28rem]" />}
      {settings.status === 'error' && <LoadError what="the studio settings" />}
      {settings.status === 'success' && (
        <div className="grid gap-6">
          <SettingsForm settings={settings.data} />
          <ContractSettingsSection />
          <LeadSettingsSection />
          <WatermarkSettingsSection studioName={settings.data.values.name} />
          <GalleryExtensionSection />
          <SessionSettingsSection />
        </div>
      )}
    </AdminPage>
  );
}

/** /admin/setup: the first run, outside the admin's sidebar; once saved, it is Settings. */
export function SetupPage() {
  usePageMeta('Set up your studio', 'The first run of the studio admin.');
  const [template] = useState(() => settingsTemplate());
  const settings = useOwnerSettings(template);
  if (settings.status === 'success' && settings.data.saved) return <Navigate to={adminPaths.settings} replace />;
  return (
    <main id="main" className="min-h-screen bg-linen px-5 py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <div className="flex items-center gap-4">
          <Logo size={48} />
          <div>
            <p className="eyebrow">Welcome</p>
            <h1 className="text-4xl font-semibold text-ink sm:text-5xl">Set up your studio</h1>
          </div>
        </div>
        <p className="mt-4 max-w-2xl text-ink-soft">
          Four short steps before the admin opens: the site, the emails and the booking rules all read these settings, and customers can
          book once they are saved. You can change everything later in Settings.
        </p>
        <div className="mt-8">
          {settings.status === 'loading' && <Skeleton count={1} className="h-[32rem]" />}
          {settings.status === 'error' && <LoadError what="the studio settings" />}
          {settings.status === 'success' && <FirstRunSetup settings={settings.data} />}
        </div>
      </div>
    </main>
  );
}
