import { PRODUCT_NAME } from '@common/product';
import { useStudio } from '@/lib/studio-context';
import { Logo } from './logo';

/**
 * Full-screen fallback while a page's script loads: the spinning logo and a name, the studio's
 * once its settings are known and the product's until then (a page's script can load after a
 * client-side navigation before the settings have).
 */
export function LoadingScreen() {
  const studio = useStudio();
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-ivory">
      <Logo size={72} className="animate-spin-slow" />
      <p className="font-display text-2xl tracking-wide text-ink">{studio?.name || PRODUCT_NAME}</p>
      <span className="sr-only">Loading…</span>
    </div>
  );
}
