import { useState } from 'react';
import type { UserRecord } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { formatDate } from '@common/format';
import { mapResult, type InvalidDocument } from '@/data/result';
import { useOwnUserRecord, useUpdateProfile } from '@/data/users';
import type { Customer } from '@/session/session';
import { ProfileEditForm } from './profile-edit-form';
import { initialOf } from './profile-validation';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The fields a customer may correct themselves (the rules let them change nothing else). */
const OWN_FIELDS = ['name', 'phone'];

/** Who is signed in, from their user record, with an edit form for name and phone. */
export function ProfileCard({ customer }: { customer: Customer }) {
  const record = useOwnUserRecord(customer.id);
  // A record the schema refuses (a phone saved too long) still shows, as stored, to be corrected.
  const card = mapResult(record, (stored) => ({ stored, refused: record.invalid[0] }));
  return (
    <Loaded
      result={card}
      what="your details"
      loading={<div aria-hidden="true" className="h-72 animate-pulse rounded-3xl bg-linen" />}
      error={<Card customer={customer} />}
    >
      {({ stored, refused }) => <Card customer={customer} stored={stored} refused={refused} />}
    </Loaded>
  );
}

function Card({ customer, stored, refused }: { customer: Customer; stored?: UserRecord | null; refused?: InvalidDocument }) {
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const name = stored?.name || text(refused?.data.name) || customer.name;
  const phone = stored?.phone || text(refused?.data.phone);
  const editable = Boolean(stored || refused);
  return (
    <section aria-labelledby="profile-card-title" className="rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ink font-display text-3xl text-ivory"
        >
          {initialOf(name, customer.email)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-card-title" className="truncate text-3xl font-semibold text-ink">
            {name}
          </h2>
          {stored && <p className="text-sm text-muted">Client since {formatDate(stored.createdAt)}</p>}
        </div>
      </div>
      {refused && !editing && <RefusedDetails refused={refused} />}
      <div className="mt-6 border-t border-sand pt-6">
        {editing && editable ? (
          <ProfileEditForm
            initial={{ name, phone }}
            onSave={(changes) => updateProfile(customer.id, changes)}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted">Email</dt>
                <dd className="break-all text-ink">{customer.email}</dd>
              </div>
              <div>
                <dt className="text-muted">Phone</dt>
                <dd className="text-ink">{phone || <span className="text-muted">Not added yet</span>}</dd>
              </div>
            </dl>
            <p role="status" className="mt-4 text-sm font-medium text-sage-deep empty:hidden">
              {saved ? 'Your details are saved.' : ''}
            </p>
            {editable ? (
              <Button
                variant="secondary"
                className="mt-5 px-5 py-2.5"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit details
              </Button>
            ) : (
              <p className="mt-5 text-sm text-muted">We're still setting up your account — refresh in a moment to edit your details.</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** What is wrong with the saved details, and who can put it right. */
function RefusedDetails({ refused }: { refused: InvalidDocument }) {
  const own = refused.problems.every((problem) => OWN_FIELDS.some((field) => problem.startsWith(`${field}:`)));
  return (
    <div role="alert" className="mt-5 rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm text-ink">
      <p className="font-semibold">Your saved details need a correction.</p>
      <ul className="mt-1 list-disc pl-5 text-ink-soft">
        {refused.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className="mt-1 text-ink-soft">
        {own ? 'Edit your details below and save them.' : `Please contact the studio and quote your reference ${refused.id}.`}
      </p>
    </div>
  );
}
