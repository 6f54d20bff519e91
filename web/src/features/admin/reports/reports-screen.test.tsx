import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportKind, Period, ReportFigures } from '@common/books';
import { failure, success, type Result } from '@/data/result';
import { renderWithSession } from '@/testing/render';
import { ReportsScreen } from './reports-screen';

// The Reports screen with the server's figures handed in (the books API is the server's; its
// arithmetic is tested against the emulators): what the owner reads, the period in the address,
// the exports, and what a failure says.

const books = vi.hoisted(() => ({
  asked: [] as Period[],
  answer: undefined as unknown as Result<ReportFigures>,
  exports: [] as [ExportKind, Period][],
  exportError: null as Error | null,
}));
vi.mock('@/data/books', () => ({
  useReportFigures: (period: Period) => {
    books.asked.push(period);
    return books.answer;
  },
  downloadExport: async (kind: ExportKind, period: Period) => {
    books.exports.push([kind, period]);
    if (books.exportError) throw books.exportError;
  },
}));

// Contracts signed: a count of the contracts' signatures in the period (client-side, not the books API).
const signed = vi.hoisted(() => ({ asked: [] as Period[], count: 3 }));
vi.mock('@/data/contracts', () => ({
  useContractsSignedCount: (period: Period) => {
    signed.asked.push(period);
    return { status: 'success', data: signed.count, invalid: [] };
  },
}));

// Leads (issue 35): the leads that first asked in the period, read live.
const leadRows = vi.hoisted(() => [
  {
    channel: 'instagram',
    inquiries: 2,
    stage: 'booked',
    lostReason: '',
    firstInquiryAt: new Date('2027-02-01T10:00:00Z'),
    firstReplyAt: new Date('2027-02-01T12:00:00Z'),
  },
  {
    channel: 'instagram',
    inquiries: 1,
    stage: 'lost',
    lostReason: 'Over budget',
    firstInquiryAt: new Date('2027-02-02T10:00:00Z'),
    firstReplyAt: null,
  },
]);
vi.mock('@/data/leads', () => ({ useLeadsBetween: () => ({ status: 'success', data: leadRows, invalid: [] }) }));

const period = { from: '2027-01-01', to: '2027-06-30' };
const figures: ReportFigures = {
  period,
  byMonth: [
    { month: '2027-01', amount: 2400, count: 3 },
    { month: '2027-02', amount: 720, count: 1 },
  ],
  byMethod: [
    { method: 'bank-transfer', amount: 2400, count: 2 },
    { method: 'card', amount: 720, count: 2 },
    { method: 'card-online', amount: 300, count: 1 },
  ],
  refunds: { amount: 150, count: 1 },
  outstanding: { amount: 4080, count: 2 },
  heldForFutureEvents: { amount: 1440, count: 1 },
  galleryExtras: { amount: 45, count: 2 },
  galleryExtensions: { amount: 30, count: 1 },
  byPackage: [{ packageId: 'wedding-signature', packageName: 'Signature Wedding', booked: 4800, received: 3120, count: 2 }],
  salesTax: { mode: 'none', ratePercent: 0 },
};

beforeEach(() => {
  books.asked = [];
  books.answer = success(figures);
  books.exports = [];
  books.exportError = null;
});

const show = () => renderWithSession(<ReportsScreen />, { route: `/admin/reports?from=${period.from}&to=${period.to}` });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Reports screen', () => {
  it('asks for the period in the address and shows the headline figures', () => {
    show();
    expect(books.asked.at(-1)).toEqual(period);
    expect(screen.getByRole('heading', { level: 2, name: /2027.*2027/ })).toBeInTheDocument();
    const headline = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div');
    expect(headline('Net received')).toHaveTextContent('$3,120');
    expect(headline('Net received')).toHaveTextContent('4 entries in the period');
    expect(headline('Refunds')).toHaveTextContent('$150');
    expect(headline('Outstanding')).toHaveTextContent('Still owed on 2 bookings with events in the period');
    expect(headline('Held for future events')).toHaveTextContent('$1,440');
    // Issue 38: photos bought from client galleries, their own line of revenue.
    expect(headline('Gallery extras')).toHaveTextContent('$45');
    expect(headline('Gallery extras')).toHaveTextContent('2 entries: photos bought from client galleries');
    expect(headline('Gallery extensions')).toHaveTextContent('$30');
  });

  it('counts the contracts signed in the period on screen', () => {
    show();
    expect(signed.asked.at(-1)).toEqual(period);
    expect(screen.getByText('Contracts signed this period').parentElement).toHaveTextContent('Contracts signed this period3');
  });

  it('shows the leads: conversion overall and by source, the median first answer, the lost reasons', () => {
    show();
    const leads = screen.getByRole('region', { name: 'Leads' });
    expect(leads).toHaveTextContent('Converted to bookings50% (1)');
    expect(leads).toHaveTextContent('Median time to your first answer2.0 hours');
    expect(within(leads).getByRole('row', { name: /Instagram/ })).toHaveTextContent('Instagram231 (50%)');
    expect(within(leads).getByText('Over budget')).toBeInTheDocument();
  });

  it('lays out the month, method and package tables with their rows', () => {
    show();
    expect(rowsOf(screen.getByRole('table', { name: 'Net money received by month' }))).toEqual([
      ['January 2027', '$2,400', '3 entries'],
      ['February 2027', '$720', '1 entry'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Net money received by payment method' }))).toEqual([
      ['Bank transfer', '$2,400', '2 entries'],
      ['Card at the studio', '$720', '2 entries'],
      ['Card, paid online (Stripe)', '$300', '1 entry'],
    ]);
    // On phones the Bookings column is left out and the package's cell says the count under the name.
    const byPackage = screen.getByRole('table', { name: /by package/ });
    expect(rowsOf(byPackage)).toEqual([['Signature Wedding2 bookings', '$4,800', '$3,120', '2 bookings']]);
    expect(within(byPackage).getByRole('rowheader')).toContainElement(within(byPackage).getAllByText('2 bookings')[0]);
    expect(within(byPackage).getByRole('columnheader', { name: 'Bookings' })).toHaveClass('hidden', 'sm:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Booked' })).toBeInTheDocument();
  });

  it('with a sales tax added to prices, says the outstanding figure includes it and the booked value does not', () => {
    books.answer = success({ ...figures, salesTax: { mode: 'added', ratePercent: 10 } });
    show();
    const outstanding = screen.getByText('Outstanding', { selector: 'dt' }).closest('div');
    expect(outstanding).toHaveTextContent('Still owed (with sales tax) on 2 bookings with events in the period');
    expect(screen.getByRole('columnheader', { name: 'Booked, before sales tax' })).toBeInTheDocument();
  });

  it('says so when no event falls in the period, and shows why the figures failed', () => {
    books.answer = success({ ...figures, byPackage: [] });
    const { unmount } = show();
    expect(screen.getByText('No confirmed or completed event falls in this period.')).toBeInTheDocument();
    unmount();
    books.answer = failure(new Error('The books could not be read: try again in a minute.'));
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('The books could not be read: try again in a minute.');
    expect(screen.queryByText('Net received')).not.toBeInTheDocument();
  });

  it('a quick period changes what is asked for; the exports are for the period on screen', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: /Payments \(CSV\)/ }));
    expect(books.exports).toEqual([['payments', period]]);
    await userEvent.click(screen.getByRole('button', { name: 'Last year' }));
    expect(books.asked.at(-1)?.from).toMatch(/^\d{4}-01-01$/);
    expect(books.asked.at(-1)).not.toEqual(period);
  });

  it('an export that fails says why, and the buttons work again', async () => {
    books.exportError = new Error('The export could not be made: try a shorter period.');
    show();
    await userEvent.click(screen.getByRole('button', { name: /Bookings \(CSV\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be made: try a shorter period.');
    expect(screen.getByRole('button', { name: /Bookings \(CSV\)/ })).toBeEnabled();
  });
});
