import type { ReactNode } from 'react';

/** A heading with its eyebrow above and an optional lead below, left-aligned or centred. */
type HeadingProps = { eyebrow?: string; title: ReactNode; children?: ReactNode; align?: 'left' | 'center' };

/** The opening of an inner page: eyebrow, the page's one h1, and an optional lead paragraph. */
export function PageIntro({ eyebrow, title, children, align = 'left' }: HeadingProps) {
  const centered = align === 'center';
  return (
    <header className={`container-page pb-10 pt-16 sm:pt-24 ${centered ? 'text-center' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={`mt-3 text-5xl font-semibold leading-[1.05] text-ink sm:text-6xl ${centered ? 'mx-auto max-w-3xl' : 'max-w-3xl'}`}>
        {title}
      </h1>
      {children && <div className={`mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft ${centered ? 'mx-auto' : ''}`}>{children}</div>}
    </header>
  );
}

/** A section heading inside a page (h2), with the same eyebrow style. */
export function SectionHeading({ eyebrow, title, children, align = 'left' }: HeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">{title}</h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-ink-soft">{children}</div>}
    </div>
  );
}
