import type { SendResult } from '@/data/custom-package-links';
import { adminPaths, customPackagePath } from '@common/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { CopyLinkButton, linkUrl } from '@/components/admin/copy-link-button';

/** After sending: the link to share, and whether it is new or the one the customer already has. */
export function SendResultPanel({
  result,
  to,
  onAnother,
}: {
  result: SendResult & { packageName: string };
  to: string;
  onAnother: () => void;
}) {
  return (
    <section
      role="status"
      aria-labelledby="send-result-title"
      className={`rounded-3xl border p-6 sm:p-8 ${result.existed ? 'border-champagne/50 bg-champagne/10' : 'border-sage/40 bg-sage/10'}`}
    >
      <p className="eyebrow">{result.existed ? 'Already shared' : 'Sent'}</p>
      <h2 id="send-result-title" className="mt-2 text-3xl font-semibold text-ink">
        {result.existed ? `${to} already has this package` : `${result.packageName} is on its way to ${to}`}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-ink-soft">
        {result.existed
          ? 'Sending twice makes one link: this is the one they have. To offer something different, revoke it in All Custom Package Links and send again — or resend its email from there.'
          : 'It is in their profile under “Made for you”, and the email with the link goes out now. The link works only for their Google account.'}
      </p>
      <label className="mt-6 block text-sm font-medium text-ink-soft" htmlFor="sent-link-address">
        Link
      </label>
      <input
        id="sent-link-address"
        readOnly
        value={linkUrl(result.slug)}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1.5 block w-full rounded-xl border border-sand bg-white px-4 py-3 font-mono text-sm text-ink"
      />
      <div className="mt-5 flex flex-wrap gap-3">
        <CopyLinkButton slug={result.slug} variant="primary" size="md" />
        <ButtonLink to={customPackagePath(result.slug)} variant="secondary">
          See it as {to} does
        </ButtonLink>
        <ButtonLink to={adminPaths.allCustomPackageLinks} variant="ghost">
          All links
        </ButtonLink>
        <Button variant="ghost" onClick={onAnother}>
          Send another
        </Button>
      </div>
    </section>
  );
}
