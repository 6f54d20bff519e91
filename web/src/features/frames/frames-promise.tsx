import { withArea } from '@common/area-served';
import { useStudio } from '@/lib/studio-context';

const PROMISES = [
  { title: 'Archival prints', text: 'Museum-grade cotton paper and pigment inks that keep their colour for generations.' },
  { title: 'Framed by hand', text: 'Every frame is cut, joined and finished in our own studio.' },
  {
    title: 'Ready in 2–3 weeks',
    text: 'Collect from the studio or have it delivered, carefully packed, to your door[[ anywhere in {area}]].',
  },
];

/** Why order a frame from the studio: three short promises. */
export function FramesPromise() {
  const area = useStudio()?.areaServed;
  return (
    <section aria-labelledby="frames-promise-title" className="bg-linen">
      <div className="container-page py-20 sm:py-24">
        <h2 id="frames-promise-title" className="text-4xl font-semibold text-ink sm:text-5xl">
          Made to last
        </h2>
        <ul className="mt-12 grid gap-10 sm:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="border-t border-ink/15 pt-6">
              <h3 className="text-2xl font-semibold text-ink">{promise.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{withArea(promise.text, area)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
