import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseInline, type InlineSegment } from '@/lib/inline-links';

const linkClass =
  'font-semibold text-ink underline decoration-champagne/60 decoration-2 underline-offset-4 transition hover:decoration-champagne-dark';

function Segment({ text, to }: InlineSegment) {
  if (!to) return text;
  // Internal paths use the router; mailto: and tel: stay plain anchors.
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={linkClass}>
        {text}
      </Link>
    );
  }
  return (
    <a href={to} className={linkClass}>
      {text}
    </a>
  );
}

/** A sentence of policy copy with its `[text](/path)` links made real. */
export function RichText({ text }: { text: string }) {
  return parseInline(text).map((segment, i) => (
    <Fragment key={i}>
      <Segment {...segment} />
    </Fragment>
  ));
}
