import { useSearchParams } from 'react-router-dom';
import type { Period } from '@common/books';
import { studioToday } from '@common/days';
import { formatIsoDay } from '@common/format';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportFigures } from '@/data/books';
import { ContractsSigned } from './contracts-signed';
import { ExportPanel } from './export-panel';
import { LeadsReport } from './leads-report';
import { PeriodPicker } from './period-picker';
import { ReportHeadlines } from './report-headlines';
import { periodFromSearch } from './report-period';
import { ByMethod, ByMonth, ByPackage } from './report-tables';

/** The owner's books for a period: the figures (aggregated by the server) and the CSV exports. */
export function ReportsScreen() {
  const [search, setSearch] = useSearchParams();
  const today = studioToday();
  const period = periodFromSearch(search, today);
  const report = useReportFigures(period);
  const choose = (next: Period) => setSearch({ from: next.from, to: next.to });
  return (
    <div className="grid gap-6">
      <PeriodPicker key={`${period.from}/${period.to}`} period={period} today={today} onChange={choose} />
      <h2 className="text-2xl font-semibold text-ink">
        {formatIsoDay(period.from)} – {formatIsoDay(period.to)}
      </h2>
      {report.status === 'loading' && <Skeleton count={4} className="h-32" layout="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />}
      {report.status === 'error' && (
        <p role="alert" className="rounded-2xl border border-sand bg-white px-5 py-6 text-sm text-ink-soft">
          {report.error.message}
        </p>
      )}
      {report.status === 'success' && (
        <>
          <ReportHeadlines figures={report.data} />
          <ContractsSigned period={period} />
          <LeadsReport period={period} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ByMonth rows={report.data.byMonth} />
            <ByMethod rows={report.data.byMethod} />
          </div>
          <ByPackage rows={report.data.byPackage} taxAdded={report.data.salesTax.mode === 'added'} />
        </>
      )}
      <ExportPanel period={period} />
    </div>
  );
}
