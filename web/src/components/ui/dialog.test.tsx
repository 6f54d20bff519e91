import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} labelledBy="outer-title">
      <h2 id="outer-title">Edit package</h2>
      <button onClick={() => setInner(true)}>Delete…</button>
      <Dialog open={inner} onClose={() => setInner(false)} labelledBy="inner-title">
        <h2 id="inner-title">Delete this package?</h2>
        <button>Keep it</button>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closes one dialog at a time on Escape, innermost first', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    expect(screen.getByRole('dialog', { name: 'Delete this package?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete this package?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit package' })).toBeInTheDocument();
    // Focus went back to the button that opened the inner dialog.
    expect(screen.getByRole('button', { name: 'Delete…' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Edit package' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the innermost dialog', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });
});
