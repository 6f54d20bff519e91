import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { recordGalleryEvent } from '@/data/client-galleries';

type Props = { galleryId: string; variant?: ButtonVariant; size?: ButtonSize };

/**
 * After a gallery's downloads closed by date: asks the studio to reopen them (the galleryEvent
 * function emails the owner once per closing date). The gallery page and the profile's gallery
 * card both offer it; the answer is a toast.
 */
export function ReopenDownloadsButton({ galleryId, variant = 'secondary', size = 'md' }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const { recorded } = await recordGalleryEvent(galleryId, { kind: 'reopen' });
      toast(recorded ? 'The studio has your request and will reopen the downloads.' : 'The studio already has your request.', 'success');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} busy={busy} onClick={() => void ask()}>
      Ask to reopen downloads
    </Button>
  );
}
