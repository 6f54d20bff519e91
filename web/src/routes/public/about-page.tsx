import { AboutApproach } from '@/features/about/about-approach';
import { AboutStory } from '@/features/about/about-story';
import { AboutTeam } from '@/features/about/about-team';
import { BookingBand } from '@/features/home/booking-band';
import { usePageMeta } from '@/lib/use-page-meta';

export function AboutPage() {
  usePageMeta(
    'About us',
    '{studio} is a small team of photographers and stylists[[ in {area}]] who design your celebration and photograph it as the story it is.',
  );
  return (
    <>
      <AboutStory />
      <AboutApproach />
      <AboutTeam />
      <div className="pt-12 sm:pt-16">
        <BookingBand title="We’d love to hear your story" />
      </div>
    </>
  );
}
