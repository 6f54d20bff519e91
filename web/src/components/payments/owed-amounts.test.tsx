import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { BookingPaidOf, FrameOrderTotal, WithSalesTaxLine } from './owed-amounts';

// The owner's lists and the order forms say what is owed: with the sales tax when the studio adds
// it to its prices (and say so), the price alone otherwise.

const booking = { packagePrice: 3000, packageDeposit: 900, paidTotal: 900 };
const order = { unitPrice: 260, quantity: 2 };
const added = { studio: testStudio({ salesTax: { mode: 'added', ratePercent: 10 } }) };
const included = { studio: testStudio({ salesTax: { mode: 'included', ratePercent: 10 } }) };

describe('what is owed, in a line', () => {
  it('a booking: paid of its price, or of its price with the sales tax when it is added', () => {
    const { unmount } = renderWithSession(<BookingPaidOf booking={booking} />);
    expect(screen.getByText(/^\$900/)).toHaveTextContent('$900 of $3,000');
    expect(screen.queryByText(/sales tax/)).not.toBeInTheDocument();
    unmount();
    renderWithSession(<BookingPaidOf booking={booking} />, added);
    expect(screen.getByText(/^\$900/)).toHaveTextContent('$900 of $3,300 with sales tax');
  });

  it('a frame order: its total, with the sales tax when it is added; included, the total alone', () => {
    const { unmount } = renderWithSession(<FrameOrderTotal order={order} />, included);
    expect(screen.getByText('$520')).toBeInTheDocument();
    expect(screen.queryByText(/sales tax/)).not.toBeInTheDocument();
    unmount();
    renderWithSession(<FrameOrderTotal order={order} />, added);
    expect(screen.getByText(/^\$572/)).toHaveTextContent('$572 with sales tax');
  });

  it('a running total gets a line with the tax only when it is added', () => {
    const { container, unmount } = renderWithSession(<WithSalesTaxLine amount={520} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithSession(<WithSalesTaxLine amount={520} />, added);
    expect(screen.getByText('$572 with sales tax')).toBeInTheDocument();
  });
});
