import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminPage, useAdminTab, type AdminTab } from '@/components/admin/admin-page';
import { SendSoftCopyForm } from '@/features/admin/soft-copies/send-soft-copy-form';
import { softCopiesList } from '@/features/admin/soft-copies/soft-copies-list';
import { OwnerList } from '@/components/crud/owner-list';

const TABS: AdminTab[] = [
  { key: 'send', label: 'Send photos' },
  { key: 'deliveries', label: 'All deliveries' },
];

export function SendSoftCopyPage() {
  const tab = useAdminTab(TABS);
  const { pathname } = useLocation();
  const [sent, setSent] = useState<{ title: string; to: string } | null>(null);
  return (
    <AdminPage
      title="Send Soft Copy"
      description="Deliver edited photographs to a customer: they appear in their profile at once and are never deleted."
      tabs={TABS}
    >
      {tab === 'send' ? (
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
          <div>
            {sent && (
              <p role="status" className="mb-6 rounded-2xl border border-sage/40 bg-sage/10 px-5 py-4 text-sm text-sage-deep">
                <strong>“{sent.title}”</strong> is in {sent.to}'s profile.{' '}
                <Link to={`${pathname}?tab=deliveries`} className="font-semibold underline underline-offset-4">
                  See all deliveries
                </Link>
              </p>
            )}
            <SendSoftCopyForm onSent={setSent} />
          </div>
          <aside className="rounded-3xl border border-sand bg-ivory p-6 text-sm leading-relaxed text-ink-soft">
            <h2 className="text-2xl font-semibold text-ink">What the customer gets</h2>
            <ul className="mt-4 grid gap-3">
              <li>The delivery in their profile, under “Your photographs”, the moment you send it.</li>
              <li>An email with the title, your message and the links.</li>
              <li>Nothing is ever deleted: replace links (the old ones stay in their history) or withdraw with a reason they read.</li>
              <li>“All deliveries” shows when they first opened it.</li>
            </ul>
          </aside>
        </div>
      ) : (
        <OwnerList declaration={softCopiesList} />
      )}
    </AdminPage>
  );
}
