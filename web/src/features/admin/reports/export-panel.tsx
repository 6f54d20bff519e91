import { useState } from 'react';
import { EXPORT_KINDS, EXPORT_LABELS, type ExportKind, type Period } from '@common/books';
import { formatIsoDay } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { downloadExport } from '@/data/books';

/** The accountant's files: one CSV per kind of record, for the period on screen. */
export function ExportPanel({ period }: { period: Period }) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState('');
  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setError('');
    try {
      await downloadExport(kind, period);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Panel title="Export for your accountant">
      <p className="text-sm text-muted">
        CSV files for {formatIsoDay(period.from)} to {formatIsoDay(period.to)}: bookings by event date, payments by the day the money
        arrived, frame orders by the day they were placed. Dates are ISO (2027-05-30), amounts plain numbers with the currency in its own
        column; any spreadsheet opens them.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {EXPORT_KINDS.map((kind) => (
          <Button key={kind} variant="secondary" busy={busy === kind} disabled={busy !== null} onClick={() => void download(kind)}>
            {EXPORT_LABELS[kind]} (CSV)
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </Panel>
  );
}
