import { STUDIO } from '@common/studio';

const telHref = `tel:${STUDIO.phone.replace(/[^\d+]/g, '')}`;
const mapHref = `https://maps.google.com/?q=${encodeURIComponent(STUDIO.address)}`;

/** The studio's address, email, phone and hours — one card, used on the contact page. */
export function StudioDetails() {
  const rows = [
    { label: 'Visit', value: STUDIO.address, href: mapHref, note: 'By appointment — ring “Style & Story” at the gate.' },
    { label: 'Email', value: STUDIO.email, href: `mailto:${STUDIO.email}` },
    { label: 'Call', value: STUDIO.phone, href: telHref },
    { label: 'Studio hours', value: STUDIO.hours, note: 'Closed Sunday and Monday, when we are usually at events.' },
  ];
  return (
    <address className="not-italic">
      <dl className="divide-y divide-sand rounded-3xl bg-linen px-6 sm:px-8">
        {rows.map((row) => (
          <div key={row.label} className="py-6">
            <dt className="eyebrow">{row.label}</dt>
            <dd className="mt-2 text-lg text-ink">
              {row.href ? (
                <a
                  href={row.href}
                  className="break-words underline decoration-sand decoration-2 underline-offset-4 transition hover:decoration-champagne"
                >
                  {row.value}
                </a>
              ) : (
                row.value
              )}
              {row.note && <span className="mt-1 block text-sm text-muted">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
