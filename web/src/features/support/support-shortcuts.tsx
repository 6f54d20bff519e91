import { Link } from 'react-router-dom';
import { paths } from '@common/paths';

const shortcuts = [
  { to: paths.faq, title: 'Frequently asked questions', text: 'Delivery times, what to wear, travel, styling rentals.' },
  { to: paths.paymentPolicy, title: 'Payment policy', text: 'Deposits, balance dates, rescheduling and refunds.' },
  { to: paths.cashPayment, title: 'Paying in cash', text: 'How to settle a balance in person at the studio.' },
  { to: paths.profile, title: 'Your profile', text: 'Bookings, frame orders and delivered photos in one place.' },
  { to: paths.aiHelp, title: 'Ask our assistant', text: 'Quick answers from our FAQ, packages and policies.' },
];

/** Places that answer most support questions before a request is needed. */
export function SupportShortcuts() {
  return (
    <ul className="divide-y divide-sand overflow-hidden rounded-3xl bg-linen">
      {shortcuts.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="group block px-6 py-5 transition hover:bg-sand/40 focus-visible:bg-sand/40 sm:px-8">
            <span className="flex items-center justify-between gap-4 font-display text-xl font-semibold text-ink">
              {item.title}
              <span aria-hidden="true" className="text-champagne-dark transition group-hover:translate-x-1">
                →
              </span>
            </span>
            <span className="mt-1 block text-sm text-muted">{item.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
