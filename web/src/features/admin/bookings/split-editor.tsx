import { useState } from 'react';
import { addUtcDays } from '@common/days';
import { formatIsoDay, formatPrice } from '@common/format';
import { MAX_BALANCE_INSTALMENTS, paymentScheduleInputSchema, type PlannedInstalment } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useStudio } from '@/lib/studio-context';

type Row = { amount: string; daysBefore: string };
const toRows = (parts: readonly PlannedInstalment[]): Row[] =>
  parts.map((p) => ({ amount: String(p.amount), daysBefore: String(p.daysBefore) }));
const toParts = (rows: readonly Row[]) => rows.map((r) => ({ amount: Number(r.amount), daysBefore: Number(r.daysBefore) }));

/**
 * What is wrong with a split, in the owner's words; null when it can be saved (the rules check the same).
 * @internal Exported for its tests only.
 */
export function splitProblem(parts: PlannedInstalment[], balance: number): string | null {
  const parsed = paymentScheduleInputSchema.shape.balance.safeParse(parts);
  if (!parsed.success) return parsed.error.issues[0].message;
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  return total === balance ? null : `The instalments add up to ${formatPrice(total)}; the balance is ${formatPrice(balance)}.`;
}

/** The owner splits the balance: up to four instalments, each an amount and a number of days before the event. */
export function SplitEditor({
  balance,
  eventDate,
  initial,
  onSave,
  onCancel,
}: {
  balance: number;
  eventDate: string;
  initial: readonly PlannedInstalment[];
  onSave: (parts: PlannedInstalment[]) => Promise<void>;
  onCancel: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(toRows(initial));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (i: number, field: keyof Row, value: string) => setRows(rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  const total = toParts(rows).reduce((sum, p) => sum + (Number.isFinite(p.amount) ? p.amount : 0), 0);
  const taxAdded = useStudio()?.salesTax.mode === 'added';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parts = toParts(rows);
    const problem = splitProblem(parts, balance);
    setError(problem);
    if (problem || saving) return;
    setSaving(true);
    try {
      await onSave(parts);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Split the balance" className="grid gap-4 rounded-2xl bg-ivory p-4">
      <ol className="grid gap-3">
        {rows.map((row, i) => {
          const days = Number(row.daysBefore);
          const due = Number.isInteger(days) && days >= 0 ? formatIsoDay(addUtcDays(eventDate, -days)) : '—';
          return (
            <li key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={`Instalment ${i + 1}: amount`}
                inputMode="numeric"
                value={row.amount}
                onChange={(e) => set(i, 'amount', e.target.value)}
              />
              <TextField
                label="Days before the event"
                inputMode="numeric"
                value={row.daysBefore}
                hint={`Due ${due}`}
                onChange={(e) => set(i, 'daysBefore', e.target.value)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mb-7"
                disabled={rows.length === 1}
                aria-label={`Remove instalment ${i + 1}`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-ink-soft" aria-live="polite">
        Total <strong className="tabular-nums text-ink">{formatPrice(total)}</strong> of a balance of {formatPrice(balance)}.
        {taxAdded && ' In prices before sales tax: each instalment is asked for with its share of the tax added.'}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= MAX_BALANCE_INSTALMENTS}
          onClick={() => setRows([...rows, { amount: '', daysBefore: '0' }])}
        >
          + Add an instalment
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save the schedule'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
