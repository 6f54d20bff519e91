import { TEAM } from './about-content';
import { initials } from './initials';

const MONOGRAM_TONES = ['bg-sand text-ink', 'bg-sage/30 text-ink', 'bg-rose/25 text-ink', 'bg-champagne/30 text-ink'];

export function AboutTeam() {
  return (
    <section aria-labelledby="team-title" className="bg-linen">
      <div className="container-page py-20 sm:py-28">
        <p className="eyebrow">The team</p>
        <h2 id="team-title" className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
          The people behind the lens
        </h2>
        <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person, index) => (
            <li key={person.name}>
              <div
                aria-hidden="true"
                className={`flex aspect-square w-28 items-center justify-center rounded-full font-display text-4xl font-semibold ${MONOGRAM_TONES[index % MONOGRAM_TONES.length]}`}
              >
                {initials(person.name)}
              </div>
              <h3 className="mt-6 text-2xl font-semibold text-ink">{person.name}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-[0.14em] text-champagne-dark">{person.role}</p>
              <p className="mt-3 leading-relaxed text-ink-soft">{person.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
