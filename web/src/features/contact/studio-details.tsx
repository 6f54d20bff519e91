import { telHref, useStudio } from '@/lib/studio-context';

/** The studio's address, email, phone and hours (settings/studio) — one card, used on the contact page. */
export function StudioDetails() {
  const studio = useStudio();
  if (!studio) return null;
  const rows = [
    { label: 'Visit', value: studio.address, href: `https://maps.google.com/?q=${encodeURIComponent(studio.address)}` },
    { label: 'Email', value: studio.email, href: `mailto:${studio.email}` },
    { label: 'Call', value: studio.phone, href: telHref(studio.phone) },
    { label: 'Studio hours', value: studio.hours },
  ];
  return (
    <address className="not-italic">
      <dl className="divide-y divide-sand rounded-3xl bg-linen px-6 sm:px-8">
        {rows.map((row) => (
          <div key={row.label} className="py-6">
            <dt className="eyebrow">{row.label}</dt>
            <dd className="mt-2 whitespace-pre-line text-lg text-ink">
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
            </dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
