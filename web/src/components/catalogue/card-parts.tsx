import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ImageRef } from '@common/schemas';
import { StudioImage } from '@/components/ui/studio-image';

// The parts of a catalogue card (an element with `group relative`): its photo and its title link.

type PhotoProps = { image: ImageRef; sizes: string; priority?: boolean; className: string; children?: ReactNode };

/** The card's photo in its frame (`className`: shape, corners), growing a little while the card is hovered. */
export function CardPhoto({ image, sizes, priority = false, className, children }: PhotoProps) {
  return (
    <div className={`overflow-hidden ${className}`}>
      <StudioImage image={image} priority={priority} sizes={sizes} className="size-full transition duration-700 group-hover:scale-[1.04]" />
      {children}
    </div>
  );
}

const UNDERLINE = {
  none: '',
  thin: 'group-hover:underline group-hover:decoration-champagne group-hover:underline-offset-4',
  bold: 'group-hover:underline group-hover:decoration-champagne group-hover:decoration-2 group-hover:underline-offset-8',
};

type TitleProps = { to: string; underline?: keyof typeof UNDERLINE; className?: string; children: ReactNode };

/**
 * The card's title as its only link: the link's ::after covers the card, so the whole card is one
 * click target and one tab stop (the card shows the focus ring, through has-[a:focus-visible]).
 */
export function CardTitleLink({ to, underline = 'thin', className = '', children }: TitleProps) {
  return (
    <Link to={to} className={`after:absolute after:inset-0 focus-visible:outline-none ${UNDERLINE[underline]} ${className}`}>
      {children}
    </Link>
  );
}
