import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@common/format';
import { useOwnUserRecord } from '@/data/users';
import { useUpdateProfile } from '@/data/users';
import type { Customer } from '@/session/session';
import { ProfileEditForm } from './profile-edit-form';
import { initialOf } from './profile-validation';

/** Who is signed in, from their user record, with an edit form for name and phone. */
export function ProfileCard({ customer }: { customer: Customer }) {
  const updateProfile = useUpdateProfile();
  const record = useOwnUserRecord(customer.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (record.status === 'loading') return <div aria-hidden="true" className="h-72 animate-pulse rounded-3xl bg-linen" />;
  const name = record.data?.name || customer.name;
  const phone = record.data?.phone || '';
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
          {record.data && <p className="text-sm text-muted">Client since {formatDate(record.data.createdAt)}</p>}
        </div>
      </div>
      <div className="mt-6 border-t border-sand pt-6">
        {editing && record.data ? (
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
            {record.data ? (
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
