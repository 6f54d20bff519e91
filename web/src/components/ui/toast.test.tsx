import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { ToastProvider, useToast } from './toast';
import { DialogToastSlot } from './toast-slot';

function Sheet({ slot }: { slot: boolean }) {
  const [open, setOpen] = useState(true);
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast('Service saved')}>Save</button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="sheet-title">
        <h2 id="sheet-title">Edit service</h2>
        {slot && <DialogToastSlot />}
        <button onClick={() => toast('Photo added')}>Add photo</button>
      </Dialog>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows a toast inside the open dialog that has a slot, then outside it once the dialog closes', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Sheet slot />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit service' });
    expect(dialog).toContainElement(screen.getByText('Photo added'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The same toast, still within its five seconds, now in the page's corner region.
    expect(screen.getByText('Photo added').closest('[role="status"]')).toHaveClass('fixed');
  });

  it('keeps toasts in the page region over a dialog without a slot', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Sheet slot={false} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(screen.getByRole('dialog', { name: 'Edit service' })).not.toContainElement(screen.getByText('Photo added'));
    expect(screen.getByText('Photo added').closest('[role="status"]')).toHaveClass('fixed');
  });
});
