import { describe, expect, it, vi } from 'vitest';
import { appCheckHeaders } from '../../../src/site/app-check-token';

// The Admin SDK's createToken needs a real project's credentials: a stand-in mint counts the calls.
describe('appCheckHeaders', () => {
  it('sends nothing while App Check is off (no app id)', async () => {
    const mint = vi.fn();
    await expect(appCheckHeaders('', mint)).resolves.toEqual({});
    expect(mint).not.toHaveBeenCalled();
  });

  it('mints a token for the web app and reuses it until ten minutes before it expires', async () => {
    const hour = 3_600_000;
    let minted = 0;
    const mint = vi.fn(async () => ({ token: `token-${++minted}`, ttlMillis: hour }));
    await expect(appCheckHeaders('1:1:web:a', mint, 0)).resolves.toEqual({ 'X-Firebase-AppCheck': 'token-1' });
    await expect(appCheckHeaders('1:1:web:a', mint, hour - 11 * 60_000)).resolves.toEqual({ 'X-Firebase-AppCheck': 'token-1' });
    await expect(appCheckHeaders('1:1:web:a', mint, hour - 10 * 60_000)).resolves.toEqual({ 'X-Firebase-AppCheck': 'token-2' });
    expect(mint).toHaveBeenCalledTimes(2);
    expect(mint).toHaveBeenCalledWith('1:1:web:a');
  });
});
