import { PageIntro } from '@/components/ui/page-intro';
import { supportRequestWriter } from '@/data/on-demand-writes';
import { useSession } from '@/session/session-context';
import { FormCard } from '@/components/ui/form-card';
import { usePageMeta } from '@/lib/use-page-meta';
import { SupportForm } from '@/features/support/support-form';
import { SupportShortcuts } from '@/features/support/support-shortcuts';

export function SupportPage() {
  usePageMeta(
    'Support',
    'Help with a Style & Story booking, payment, photo delivery or frame order. Send a request with your reference and we reply within one business day.',
  );
  const { user } = useSession();
  return (
    <>
      <PageIntro eyebrow="Support" title="How can we help?">
        For questions about a booking, a payment, your delivered photos or a frame order. Add your reference and we’ll find everything in
        one go.
      </PageIntro>
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
        {/* The write's SDK loads when the visitor starts on the form, not with the page. */}
        <FormCard
          title="Send a support request"
          lead="We reply within one business day, Tuesday to Saturday."
          onFocus={supportRequestWriter.prepare}
        >
          <SupportForm
            key={user?.uid ?? 'guest'}
            send={supportRequestWriter.send}
            defaults={{ name: user?.displayName ?? '', email: user?.email ?? '' }}
          />
        </FormCard>
        <aside aria-labelledby="shortcuts-heading" className="space-y-6">
          <h2 id="shortcuts-heading" className="text-3xl font-semibold text-ink">
            Quicker answers
          </h2>
          <SupportShortcuts />
        </aside>
      </div>
    </>
  );
}
