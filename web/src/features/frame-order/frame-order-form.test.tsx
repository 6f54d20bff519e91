import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/render';
import { FrameOrderForm } from './frame-order-form';
import type { FrameOrderValues } from './frame-order-schema';
import { frames } from './frames.test-data';

const defaults: Partial<FrameOrderValues> = {
  frameId: '',
  size: '',
  quantity: 1,
  photoNote: '',
  fulfilment: 'delivery',
  deliveryAddress: '',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '415 555 0100',
  notes: '',
};

function setup(onSubmit = vi.fn(async () => 'order-1')) {
  const onDone = vi.fn();
  renderWithSession(<FrameOrderForm frames={frames} defaultValues={defaults} onSubmit={onSubmit} onDone={onDone} />);
  return { onSubmit, onDone, user: userEvent.setup() };
}

describe('FrameOrderForm', () => {
  it('shows what is missing and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Place frame order' }));
    expect(await screen.findByText('Choose a frame.')).toBeInTheDocument();
    expect(screen.getByText('Tell us which photo to frame.')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery address')).toHaveAccessibleDescription('Enter the delivery address (up to 500 characters).');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Natural Oak/ })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fits the size to the frame, keeps the quantity in bounds and asks again for a cleared quantity', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Natural Oak/ }));
    expect(screen.getByRole('radio', { name: /8×10 in/ })).not.toBeChecked(); // two sizes: the customer chooses
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.click(screen.getByRole('button', { name: 'Place frame order' }));
    expect(await screen.findByText('Choose a quantity from 1 to 20.')).toBeInTheDocument();
    expect(screen.getByText('Choose a size.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(screen.queryByText('Choose a quantity from 1 to 20.')).toBeNull());
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
  });

  it('prices size × quantity and places the order once', async () => {
    const { user, onSubmit, onDone } = setup();
    await user.click(screen.getByRole('radio', { name: /Natural Oak/ }));
    await user.click(screen.getByRole('radio', { name: /16×20 in/ }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(within(screen.getByRole('complementary', { name: 'Your order' })).getByText('$570')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Frame order' })).getByText('$570')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Which photo should we frame?'), 'The first dance');
    await user.type(screen.getByLabelText('Delivery address'), '1 Market St, San Francisco');
    await user.dblClick(screen.getByRole('button', { name: 'Place frame order' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('order-1'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ frameName: 'Natural Oak', size: '16×20 in', unitPrice: 190, quantity: 3 }),
    );
  });

  it('keeps the answers and explains a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onDone, onSubmit } = setup(
      vi.fn(async (): Promise<string> => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' }))),
    );
    await user.click(screen.getByRole('radio', { name: /Natural Oak/ }));
    await user.click(screen.getByRole('radio', { name: /8×10 in/ }));
    await user.type(screen.getByLabelText('Which photo should we frame?'), 'Portrait 12');
    await user.type(screen.getByLabelText('Delivery address'), 'Pick up at the studio');
    await user.click(screen.getByRole('radio', { name: /Collect at the studio/ }));
    expect(screen.queryByLabelText('Delivery address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place frame order' }));
    expect(await screen.findByText(/couldn't accept this frame order/)).toBeInTheDocument();
    expect(screen.getByLabelText('Which photo should we frame?')).toHaveValue('Portrait 12');
    expect(screen.getByRole('button', { name: 'Place frame order' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fulfilment: 'pickup', deliveryAddress: '' }));
  });
});
