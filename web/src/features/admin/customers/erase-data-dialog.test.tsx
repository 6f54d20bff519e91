import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/user-facing-error';
import { EraseDataDialog } from './erase-data-dialog';

function renderDialog(onErase: (email: string) => Promise<void>, email: string | null = 'Ada.Lovelace@example.com') {
  const onClose = vi.fn();
  render(<EraseDataDialog email={email} name="Ada Lovelace" onClose={onClose} onErase={onErase} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Erase personal data?' }) };
}

const eraseButton = () => screen.getByRole('button', { name: 'Erase personal data' });
const emailBox = () => screen.getByRole('textbox', { name: 'Type the customer’s email to confirm' });

describe('EraseDataDialog', () => {
  it('says what is deleted, what is kept anonymised and why', () => {
    const { dialog } = renderDialog(vi.fn());
    expect(dialog).toHaveTextContent('the sign-in account and the profile');
    expect(dialog).toHaveTextContent('Kept, with name, email, phone, venue, addresses and notes replaced');
    expect(dialog).toHaveTextContent('kept for seven years');
  });

  it('holds the button until the customer’s email is typed (any case), then erases with it and closes', async () => {
    const onErase = vi.fn(async () => {});
    const { onClose } = renderDialog(onErase);
    expect(eraseButton()).toBeDisabled();
    await userEvent.type(emailBox(), 'ada.lovelace@example.co');
    expect(eraseButton()).toBeDisabled();
    await userEvent.click(eraseButton());
    expect(onErase).not.toHaveBeenCalled();
    await userEvent.type(emailBox(), 'm ');
    expect(eraseButton()).toBeEnabled();
    await userEvent.click(eraseButton());
    expect(onErase).toHaveBeenCalledWith('ada.lovelace@example.com');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s sentence when it refuses, and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onClose } = renderDialog(async () => {
      throw new UserFacingError("That is not this customer's email address. Nothing was erased.");
    });
    await userEvent.type(emailBox(), 'Ada.Lovelace@example.com');
    await userEvent.click(eraseButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("That is not this customer's email address. Nothing was erased.");
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without the customer’s record, asks for an address and leaves the check to the server', async () => {
    const onErase = vi.fn(async () => {});
    renderDialog(onErase, null);
    expect(eraseButton()).toBeDisabled();
    await userEvent.type(emailBox(), 'someone@example.com');
    await userEvent.click(eraseButton());
    expect(onErase).toHaveBeenCalledWith('someone@example.com');
  });
});
