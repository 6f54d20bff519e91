import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { adminSetupPath } from '@common/paths';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerSettings } from '@/data/settings';
import { settingsTemplate } from '@/features/admin/settings/settings-template';

/**
 * Every admin screen waits for the studio's settings: until they are saved (a fresh deployment),
 * the owner is taken to the first-run setup. Settings that cannot be read do not lock the admin.
 */
export function FirstRunGate() {
  const [template] = useState(() => settingsTemplate());
  const settings = useOwnerSettings(template);
  if (settings.status === 'loading') return <Spinner className="size-6 text-champagne-dark" />;
  if (settings.status === 'success' && !settings.data.saved) return <Navigate to={adminSetupPath} replace />;
  return <Outlet />;
}
