import { useState } from 'react';
import { slugify } from '@common/slug';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { eraseCustomerData, exportCustomerData } from '@/data/privacy';
import { describeWriteError } from '@/lib/write-errors';
import { saveFile } from '@/lib/save-file';
import { EraseDataDialog } from './erase-data-dialog';

type Props = {
  uid: string;
  /** The customer's record, or null when it is gone (erased) or does not read. */
  customer: { name: string; email: string } | null;
  /** The record is still loading: the erasure waits for the email it is confirmed against. */
  loading: boolean;
};

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The privacy policy's promises for one customer (docs/privacy.md): a copy of their data, and its erasure. */
export function PrivacyPanel({ uid, customer, loading }: Props) {
  const toast = useToast();
  const dialog = useDialogState();
  const [exporting, setExporting] = useState(false);
  const label = customer?.name || customer?.email || uid;
  const fileBase = slugify(label) || 'customer';

  async function download() {
    setExporting(true);
    try {
      const { csv, ...copy } = await exportCustomerData(uid);
      saveFile(new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }), `${fileBase}-data.json`);
      saveFile(new Blob([csv], { type: 'text/csv' }), `${fileBase}-data.csv`);
      const documents = Object.values(copy.collections).reduce((sum, docs) => sum + docs.length, 0);
      toast(`Exported ${documents} records in ${Object.keys(copy.collections).length} collections.`);
    } catch (error) {
      toast(describeWriteError(error, 'export', 'owner'), 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <Panel title="Privacy">
      <p className="text-sm text-ink-soft">
        For when this customer asks for a copy of their data or for its deletion: the privacy policy promises both, answered within 45 days.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void download()} busy={exporting} busyLabel="Exporting…">
          Export data
        </Button>
        <Button variant="danger-quiet" onClick={() => dialog.open()} disabled={loading}>
          Erase personal data
        </Button>
      </div>
      {dialog.isOpen && (
        <EraseDataDialog
          key={dialog.opening}
          email={customer?.email ?? null}
          name={label}
          onClose={dialog.close}
          onErase={async (confirmEmail) => {
            const summary = await eraseCustomerData(uid, confirmEmail);
            toast(`Personal data erased: ${total(summary.deleted)} deleted, ${total(summary.anonymised)} kept anonymised.`);
          }}
        />
      )}
    </Panel>
  );
}
