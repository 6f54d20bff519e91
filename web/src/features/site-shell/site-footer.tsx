import { Link } from 'react-router-dom';
import { STUDIO } from '@common/studio';
import { Logo } from '@/components/ui/logo';
import { footerNav } from './nav-items';

export function SiteFooter() {
  return (
    <footer className="mt-24 bg-ink text-ivory/80">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <div className="flex items-center gap-3">
            <Logo size={44} light />
            <span className="font-display text-2xl text-ivory">Style &amp; Story</span>
          </div>
          <p className="mt-5 max-w-sm leading-relaxed">
            Photography and event styling for weddings, portraits and celebrations — told with care, framed to last.
          </p>
          <address className="mt-6 space-y-1.5 text-sm not-italic">
            <p>{STUDIO.address}</p>
            <p>
              <a className="hover:text-ivory" href={`mailto:${STUDIO.email}`}>
                {STUDIO.email}
              </a>
            </p>
            <p>
              <a className="hover:text-ivory" href={`tel:${STUDIO.phone.replace(/[^+\d]/g, '')}`}>
                {STUDIO.phone}
              </a>
            </p>
            <p>{STUDIO.hours}</p>
          </address>
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
          © {new Date().getFullYear()} {STUDIO.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
