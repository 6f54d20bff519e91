import { useState } from 'react';
import { SendResultPanel } from '@/features/admin/send-custom-package/send-result';
import { SendCustomPackageForm } from '@/features/admin/send-custom-package/send-custom-package-form';
import { AdminPage } from '@/components/admin/admin-page';
import type { SendResult } from '@/data/custom-package-links';

type Sent = SendResult & { packageName: string; to: string };

export function SendCustomPackagePage() {
  const [sent, setSent] = useState<Sent | null>(null);
  // A new form after each send: nothing of the last customer stays behind.
  const [round, setRound] = useState(0);
  return (
    <AdminPage
      title="Send Custom Package"
      description="Offer a package to one customer: a private link to a copy of it as it is now, and an email with that link."
    >
      {sent ? (
        <SendResultPanel
          result={sent}
          to={sent.to}
          onAnother={() => {
            setSent(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <SendCustomPackageForm key={round} onSent={setSent} />
      )}
    </AdminPage>
  );
}
