import { paths } from '@common/paths';
import { StudioImage } from '@/components/ui/studio-image';
import { useStudio } from '@/lib/studio-context';
import { BookEventActions } from './book-event-actions';

/**
 * The studio's drawing: the home page shows it until the owner chooses a photograph (Admin → Settings).
 * @internal Exported for its tests only.
 */
export const HERO_DRAWING = {
  src: '/images/hero/hero.svg',
  width: 1600,
  height: 900,
  alt: 'A softly lit, styled celebration photographed by the studio’s team',
};

/** Full-bleed opening: the brand, the promise and the one action that matters, booking. */
export function Hero() {
  const studio = useStudio();
  const photo = studio?.heroImage;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink sm:flex sm:min-h-[80vh] sm:items-center">
      {/* Phones: the picture on top, the words below it. Wider screens: the words over the picture. */}
      <div className="relative h-[50vh] min-h-72 sm:absolute sm:inset-0 sm:-z-10 sm:h-auto">
        {/* A phone crops the wide picture: the drawing's couple stands right of centre; an owner's
            photograph keeps its centre, where most photographs put what matters. */}
        <StudioImage
          image={photo ?? HERO_DRAWING}
          priority
          sizes="100vw"
          className="size-full"
          imageClassName={photo ? undefined : 'object-[64%_center] sm:object-center'}
        />
        {/* Darkens the side the words sit on so they keep their contrast over any photograph. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-ink via-ink/10 to-transparent sm:bg-gradient-to-r sm:from-ink/80 sm:via-ink/45 sm:to-transparent"
        />
      </div>
      <div className="container-page relative -mt-14 pb-16 sm:mt-0 sm:py-28">
        <div className="max-w-2xl text-ivory">
          {studio?.tagline && <p className="text-xs font-semibold uppercase tracking-[0.28em] text-sand">{studio.tagline}</p>}
          <h1 id="hero-title" className="mt-5 text-6xl font-semibold leading-[0.95] sm:text-8xl">
            {studio?.name ?? 'Photography & event styling'}
          </h1>
          <p className="mt-6 max-w-xl font-display text-2xl leading-snug text-ivory/90 sm:text-3xl">
            We style your day and photograph it as the story it truly is.
          </p>
          {studio?.areaServed && (
            <p className="mt-4 max-w-xl text-base leading-relaxed text-ivory/80">
              Weddings, portraits, celebrations and brand events across {studio.areaServed}.
            </p>
          )}
          <BookEventActions also={{ to: paths.pricing, label: 'View packages' }} className="mt-10" />
        </div>
      </div>
    </section>
  );
}
