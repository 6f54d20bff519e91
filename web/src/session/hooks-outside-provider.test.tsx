import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoginModal } from './login-modal-context';
import { useSession } from './session-context';

describe('auth hooks outside their provider', () => {
  it.each([
    ['useSession', useSession, 'useSession must be used within <SessionProvider>'],
    ['useLoginModal', useLoginModal, 'useLoginModal must be used within <LoginModalProvider>'],
  ])('%s throws a developer error', (_name, hook, message) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow(message);
    quiet.mockRestore();
  });
});
