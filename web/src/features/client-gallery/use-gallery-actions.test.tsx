import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { recordGalleryEvent } from '@/data/client-galleries';
import { useGalleryActions } from './use-gallery-actions';

// "Send my selection" is counted by the server from the stored favourites: it waits for the ones
// this page is still sending (favouritesSaved, tested against the emulator in web/integration).

const saving = vi.hoisted(() => ({ wait: (): Promise<void> => Promise.resolve() }));
vi.mock('@/data/client-galleries', () => ({
  recordGalleryEvent: vi.fn(async () => ({ recorded: true, count: 3 })),
  useFavouritesSaved: () => () => saving.wait(),
  useToggleFavourite: () => vi.fn(),
}));

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

it('sends the selection only once the favourites just tapped are on the server', async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  saving.wait = () => arrived;
  const { result } = renderHook(() => useGalleryActions('g1', 'u1', 'u1'), { wrapper });
  await waitFor(() => expect(recordGalleryEvent).toHaveBeenCalledWith('g1', { kind: 'opened' }));

  let sent: Promise<void> | undefined;
  act(() => {
    sent = result.current.sendSelection();
  });
  await Promise.resolve();
  expect(recordGalleryEvent).not.toHaveBeenCalledWith('g1', { kind: 'selection' });
  arrive();
  await act(async () => sent);
  expect(recordGalleryEvent).toHaveBeenCalledWith('g1', { kind: 'selection' });
});
