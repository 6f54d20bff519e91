import type { Period } from '@common/books';
import { Loaded } from '@/components/ui/loaded';
import { useContractsSignedCount } from '@/data/contracts';

/** Contracts signed in the period (docs/contracts.md): a count of the signatures' server times. */
export function ContractsSigned({ period }: { period: Period }) {
  return (
    <Loaded
      result={useContractsSignedCount(period)}
      what="the contracts signed"
      loading={<div aria-hidden="true" className="h-16 animate-pulse rounded-2xl bg-white/70" />}
    >
      {(count) => (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-2xl border border-sand bg-white px-5 py-4">
          <span className="text-sm font-medium text-muted">Contracts signed this period</span>
          <span className="text-2xl font-semibold tabular-nums text-ink">{count}</span>
        </p>
      )}
    </Loaded>
  );
}
