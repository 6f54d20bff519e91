import { Link } from 'react-router-dom';
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '@common/settings-keys';
import { Logo } from '@/components/ui/logo';
import { telHref, useStudio } from '@/lib/studio-context';
import { footerNav } from './nav-items';

export function SiteFooter() {
  const studio = useStudio();
  const social = SOCIAL_NETWORKS.filter((network) => studio?.social[network]);
  return (
    <footer className="mt-24 bg-ink text-ivory/80">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <div className="flex items-center gap-3">
            <Logo size={44} light />
            {studio && <span className="font-display text-2xl text-ivory">{studio.name}</span>}
          </div>
          <p className="mt-5 max-w-sm leading-relaxed">
            Photography and event styling for weddings, portraits and celebrations — told with care, framed to last.
          </p>
          {studio && (
            <address className="mt-6 space-y-1.5 text-sm not-italic">
              <p>{studio.address}</p>
              <p>
                <a className="hover:text-ivory" href={`mailto:${studio.email}`}>
                  {studio.email}
                </a>
              </p>
              <p>
                <a className="hover:text-ivory" href={telHref(studio.phone)}>
                  {studio.phone}
                </a>
              </p>
              <p>{studio.hours}</p>
            </address>
          )}
          {social.length > 0 && (
            <ul aria-label="Follow the studio" className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {social.map((network) => (
                <li key={network}>
                  <a
                    className="underline decoration-ivory/30 underline-offset-4 hover:text-ivory"
                    href={studio!.social[network]}
                    rel="me noopener"
                  >
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {Object.entries(footerNav).map(([heading, links]) => (
            <div key={heading}>
              <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-champagne">{heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="transition hover:text-ivory">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-ivory/10">
        {/* Prerendered in the build's year; a page hydrated after New Year shows the new one. */}
        <p className="container-page py-6 text-xs text-ivory/70" suppressHydrationWarning>
          © {new Date().getFullYear()} {studio?.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
