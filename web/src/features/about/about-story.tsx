import { withArea } from '@common/area-served';
import { StudioImage } from '@/components/ui/studio-image';
import { useStudio } from '@/lib/studio-context';
import { STUDIO_IMAGE } from './about-content';

/** The opening of the about page: the page's h1, the story, and the studio itself. */
export function AboutStory() {
  const studio = useStudio();
  const name = studio?.name ?? 'The studio';
  return (
    <div className="container-page grid items-center gap-12 pb-20 pt-16 sm:pt-24 lg:grid-cols-2 lg:gap-20">
      <div>
        <p className="eyebrow">About the studio</p>
        <h1 className="mt-3 text-5xl font-semibold leading-[1.05] text-ink sm:text-6xl">
          Every celebration has a story. We help you tell it.
        </h1>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
          <p>
            {name} began with one camera, a van full of borrowed vases and a simple belief: the way a day looks and the way it is remembered
            belong together.
          </p>
          <p>
            {withArea(
              'Today we are a small team of photographers and stylists who design the setting and capture what happens in it: weddings, portraits, family milestones and brand events[[ across {area}]].',
              studio?.areaServed,
            )}
          </p>
        </div>
        <dl className="mt-10 grid grid-cols-3 gap-6 border-t border-sand pt-8">
          {[
            ['10+', 'years together'],
            ['600+', 'celebrations'],
            ['4', 'in the team'],
          ].map(([figure, label]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted">{label}</dt>
              <dd className="font-display text-4xl font-semibold text-ink sm:text-5xl">{figure}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="overflow-hidden rounded-3xl">
        <StudioImage image={STUDIO_IMAGE} priority sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[4/3] size-full" />
      </div>
    </div>
  );
}
