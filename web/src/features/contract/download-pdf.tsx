import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { signedContractPdf } from '@/data/contracts';
import { saveFile } from '@/lib/save-file';
import { UserFacingError } from '@/lib/user-facing-error';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** "Download signed PDF": the copy the server made and hashed, asked for when clicked. */
export function DownloadSignedPdf({
  bookingId,
  addendum,
  label = 'Download signed PDF',
}: {
  bookingId: string;
  addendum: number;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const { filename, base64 } = await signedContractPdf({ bookingId, addendum });
      saveFile(new Blob([bytesOf(base64)], { type: 'application/pdf' }), filename);
    } catch (caught) {
      setError(caught instanceof UserFacingError ? caught.message : 'The signed copy could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" busy={busy} busyLabel="Preparing the PDF…" onClick={download} className="min-h-11">
        <DownloadIcon className="size-4" />
        {label}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
