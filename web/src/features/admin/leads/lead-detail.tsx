import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime, formatIsoDay } from '@common/format';
import { adminPaths, bookingDetailPath } from '@common/paths';
import { LIMITS, shortText } from '@common/schemas/common';
import { LEAD_STAGES, LEAD_STAGE_LABELS, leadEditSchema, type Inquiry, type Lead, type LeadEdit } from '@common/schemas/leads';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ButtonLink } from '@/components/ui/button';
import { FactGrid } from '@/components/ui/detail-list';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { replyToLead, useLead, useLeadEmails, useLeadInquiries, useLeadSettings, useSaveLeadEdit } from '@/data/leads';
import { StageBadge, eventLine, sourceLabel } from './lead-parts';

/** A lead's page: who and what, the owner's stage, notes and follow-up, an answer, the inquiries and the emails sent. */
export function LeadDetail({ id }: { id: string }) {
  return (
    <Loaded result={useLead(id)} what="this lead" empty={<p className="text-muted">There is no such lead.</p>}>
      {(lead) => (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="space-y-8">
            <Summary lead={lead} />
            <ReplyForm lead={lead} />
            <Inquiries leadId={lead.id} />
            <EmailsSent leadId={lead.id} />
          </div>
          <aside className="space-y-8">
            <EditForm key={`${lead.stage}|${lead.followUpOn}|${lead.notes}|${lead.lostReason}`} lead={lead} />
          </aside>
        </div>
      )}
    </Loaded>
  );
}

/**
 * Send Custom Package, filled in from the lead: the customer (when the lead has an account) or their email to search, and a message.
 * @internal Exported for its tests only.
 */
export function customPackageLink(lead: WithId<Lead>): string {
  const params = new URLSearchParams({
    email: lead.email,
    name: lead.name,
    message: `It was lovely to hear about your ${lead.eventType.toLowerCase()}${lead.eventDate ? ` on ${formatIsoDay(lead.eventDate)}` : ''}. Here is the package we talked about.`,
  });
  if (lead.userId) params.set('customer', lead.userId);
  return `${adminPaths.sendCustomPackage}?${params}`;
}

function Summary({ lead }: { lead: WithId<Lead> }) {
  return (
    <section aria-labelledby="lead-summary" className="rounded-3xl border border-sand bg-white p-5 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="lead-summary" className="text-3xl font-semibold text-ink">
            {lead.name}
          </h2>
          <p className="mt-1 text-ink-soft">{eventLine(lead)}</p>
        </div>
        <StageBadge stage={lead.stage} />
      </div>
      <FactGrid
        className="mt-6"
        items={[
          [
            'Email',
            <a href={`mailto:${lead.email}`} className="underline underline-offset-4">
              {lead.email}
            </a>,
          ],
          ['Phone', lead.phone || '—'],
          ['Source', sourceLabel(lead)],
          ['Inquiries', String(lead.inquiries)],
          ['First asked', formatDateTime(lead.firstInquiryAt)],
          ['First answer', lead.firstReplyAt ? formatDateTime(lead.firstReplyAt) : 'Not yet'],
          ...(lead.bookingId
            ? ([
                [
                  'Booking',
                  <a href={bookingDetailPath(lead.bookingId)} className="underline underline-offset-4">
                    Open the booking
                  </a>,
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={customPackageLink(lead)} variant="secondary">
          Send a custom package
        </ButtonLink>
      </div>
      {!lead.userId && (
        <p className="mt-3 text-sm text-muted">
          A custom package goes to an account: search for their email there once they have signed in on the site.
        </p>
      )}
    </section>
  );
}

function EditForm({ lead }: { lead: WithId<Lead> }) {
  const settings = useLeadSettings();
  const save = useSaveLeadEdit();
  const toast = useToast();
  const form = useSchemaForm(leadEditSchema, {
    stage: lead.stage,
    lostReason: lead.lostReason,
    followUpOn: lead.followUpOn,
    notes: lead.notes,
  });
  const stage = useWatch({ control: form.control, name: 'stage' });
  const reasons = settings.data?.lostReasons ?? [];
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values: LeadEdit) => {
        await save(lead.id, values);
        toast('Lead saved');
      }}
      what="lead"
      audience="owner"
      aria-label="Where the lead stands"
      className="space-y-5 rounded-3xl border border-sand bg-white p-5 sm:p-8"
    >
      <h2 className="font-sans text-lg font-semibold text-ink">Stage and follow-up</h2>
      <FormSelect name="stage" label="Stage" options={LEAD_STAGES.map((value) => ({ value, label: LEAD_STAGE_LABELS[value] }))} />
      {stage === 'lost' && (
        <FormSelect
          name="lostReason"
          label="Why it was lost"
          placeholder="Choose a reason"
          options={lead.lostReason && !reasons.includes(lead.lostReason) ? [lead.lostReason, ...reasons] : reasons}
        />
      )}
      <FormText name="followUpOn" label="Follow up on" type="date" hint="It shows in your daily digest that day." />
      <FormTextArea name="notes" label="Notes" rows={5} hint="Only you see these." />
      <div className="flex justify-end">
        <SubmitButton>Save</SubmitButton>
      </div>
    </SchemaForm>
  );
}

const replyFormSchema = z.object({
  subject: shortText(),
  body: z.string().trim().min(1, 'Write your answer').max(LIMITS.longText),
});

const newReplyId = () => crypto.randomUUID().replaceAll('-', '');

function ReplyForm({ lead }: { lead: WithId<Lead> }) {
  const toast = useToast();
  // One id per answer: a second click (or a retry after a lost answer) sends nothing more.
  const [replyId, setReplyId] = useState(newReplyId);
  const form = useSchemaForm(replyFormSchema, { subject: `Your ${lead.eventType.toLowerCase()} inquiry`, body: '' });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        const { sent } = await replyToLead({ leadId: lead.id, replyId, ...values });
        toast(sent ? `Answer sent to ${lead.email}` : 'That answer was already sent');
        setReplyId(newReplyId());
        form.reset({ subject: values.subject, body: '' });
      }}
      what="answer"
      audience="owner"
      aria-label="Answer the lead"
      className="space-y-5 rounded-3xl border border-sand bg-white p-5 sm:p-8"
    >
      <h2 className="font-sans text-lg font-semibold text-ink">Answer {lead.name.split(/\s+/)[0]}</h2>
      <FormText name="subject" label="Subject" />
      <FormTextArea
        name="body"
        label="Your answer"
        rows={6}
        hint={`Sent to ${lead.email} from the studio, kept below; a new lead moves to Replied.`}
      />
      <div className="flex justify-end">
        <SubmitButton busyLabel="Sending…">Send answer</SubmitButton>
      </div>
    </SchemaForm>
  );
}

const AVAILABILITY_WORDS: Record<Inquiry['availability'], string> = {
  available: 'free when asked',
  booked: 'already booked when asked',
  held: 'on hold when asked',
  blocked: 'blocked when asked',
  unknown: 'no date given',
};

function Inquiries({ leadId }: { leadId: string }) {
  return (
    <section aria-labelledby="lead-inquiries">
      <h2 id="lead-inquiries" className="font-sans text-lg font-semibold text-ink">
        Inquiries
      </h2>
      <Loaded result={useLeadInquiries(leadId)} what="the inquiries" flag="owner">
        {(rows) => (
          <ol className="mt-3 space-y-4">
            {rows.map((inquiry) => (
              <li key={inquiry.id} className="rounded-3xl border border-sand bg-white p-5">
                <p className="text-sm text-muted">{formatDateTime(inquiry.createdAt)}</p>
                <p className="mt-1 font-semibold text-ink">
                  {eventLine(inquiry)} <span className="font-normal text-muted">({AVAILABILITY_WORDS[inquiry.availability]})</span>
                </p>
                <FactGrid
                  className="mt-3"
                  items={[
                    ['Venue or city', inquiry.venue || '—'],
                    ['Guests', inquiry.guests === null ? '—' : String(inquiry.guests)],
                    ['Budget', inquiry.budget],
                    ['Heard of us', inquiry.heardFrom],
                    [
                      'Source',
                      [inquiry.source.utm.source, inquiry.source.utm.campaign, inquiry.source.referrer].filter(Boolean).join(' · ') ||
                        'Direct',
                    ],
                  ]}
                />
                {/* Shown as text, whatever it holds: React escapes it. */}
                <p className="mt-4 whitespace-pre-line rounded-2xl bg-linen p-4 text-ink-soft">{inquiry.message}</p>
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </section>
  );
}

function EmailsSent({ leadId }: { leadId: string }) {
  return (
    <section aria-labelledby="lead-emails">
      <h2 id="lead-emails" className="font-sans text-lg font-semibold text-ink">
        Emails sent
      </h2>
      <Loaded result={useLeadEmails(leadId)} what="the emails sent" empty={<p className="mt-3 text-sm text-muted">None yet.</p>}>
        {(rows) => (
          <ol className="mt-3 space-y-3">
            {rows.map((email) => (
              <li key={email.id} className="rounded-2xl border border-sand bg-white p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-semibold text-ink">{email.subject}</span>
                    <span className="ml-2 text-sm text-muted">
                      {email.kind === 'auto' ? 'Automatic first reply' : 'Your answer'} · {formatDateTime(email.createdAt)}
                    </span>
                  </summary>
                  <p className="mt-3 whitespace-pre-line text-sm text-ink-soft">{email.body}</p>
                </details>
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </section>
  );
}
