import { useState } from 'react';
import { LIMITS } from '@common/schemas/common';
import { Button } from '@/components/ui/button';
import { supportRequestWriter } from '@/data/on-demand-writes';
import { describeWriteError } from '@/lib/write-errors';
import type { Customer } from '@/session/session';

type Ask = 'copy' | 'delete';

// What the customer asks for: a support request (topic Privacy) that reaches the owner's inbox;
// the owner exports or erases from the customer's page (docs/privacy.md). Nothing happens by itself.
const ASKS: Record<Ask, { label: string; message: (c: Customer) => string; sent: string }> = {
  copy: {
    label: 'Ask for a copy of my data',
    message: (c) => `Please send me a copy of the personal data you hold about me (account ${c.email}, id ${c.id}).`,
    sent: 'Your request for a copy is with the studio.',
  },
  delete: {
    label: 'Ask us to delete my data',
    message: (c) => `Please delete my personal data and my account (account ${c.email}, id ${c.id}).`,
    sent: 'Your request to delete your data is with the studio. Nothing is deleted automatically: the studio reads it first.',
  },
};

/** The profile's "Your data": a copy or the deletion of the customer's data, asked for in one tap. */
export function YourData({ customer }: { customer: Customer }) {
  const [busy, setBusy] = useState<Ask | null>(null);
  const [sent, setSent] = useState<Ask | null>(null);
  const [failure, setFailure] = useState<string>();

  async function ask(what: Ask) {
    setBusy(what);
    setFailure(undefined);
    try {
      await supportRequestWriter.send({
        name: (customer.name || customer.email).slice(0, LIMITS.name),
        email: customer.email,
        topic: 'Privacy',
        reference: '',
        message: ASKS[what].message(customer),
      });
      setSent(what);
    } catch (error) {
      console.error('privacy request failed', error);
      setFailure(describeWriteError(error, 'request', 'customer'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="your-data-title" className="mt-6 rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <h2 id="your-data-title" className="text-2xl font-semibold text-ink">
        Your data
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        You may ask for a copy of the personal data we hold about you, or for its deletion. The studio answers within 45 days, usually much
        sooner. Booking and payment records are kept for seven years, as tax rules require, with your details removed.
      </p>
      {sent ? (
        <p role="status" className="mt-4 text-sm font-medium text-ink">
          {ASKS[sent].sent}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-2">
          {(Object.keys(ASKS) as Ask[]).map((what) => (
            <Button
              key={what}
              variant="secondary"
              size="sm"
              onClick={() => void ask(what)}
              busy={busy === what}
              busyLabel="Sending…"
              disabled={busy !== null}
            >
              {ASKS[what].label}
            </Button>
          ))}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </section>
  );
}
