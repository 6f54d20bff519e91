import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackfillProgress, backfillArchive } from '@/data/photo-archive';
import { UserFacingError } from '@/lib/user-facing-error';
import { ArchiveBackfill } from './archive-backfill';

// The owner's backfill of the archive (issue 38): the totals as batches come back, an interrupted
// run continued from where it stopped, and what could not be copied, named. The server's walk is
// the integration test's (functions/test/integration/archive-backfill.test.ts).

const batch = (over: Partial<BackfillProgress>): BackfillProgress => ({ copied: 0, already: 0, failed: [], cursor: null, ...over });

describe('ArchiveBackfill', () => {
  it('copies batch after batch, says the totals, and lists the photos it could not copy', async () => {
    const run = vi.fn(async (onProgress: (p: BackfillProgress) => void) => {
      onProgress(batch({ copied: 20, already: 3, cursor: 'm/abc' }));
      const last = batch({
        copied: 21,
        already: 140,
        failed: [{ fileName: 'Vows.jpg', reason: 'its original is not in the site’s bucket' }],
      });
      onProgress(last);
      return last;
    });
    render(<ArchiveBackfill run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy older photos to the archive' }));
    expect(run).toHaveBeenCalledWith(expect.any(Function), null);
    expect(await screen.findByRole('status')).toHaveTextContent('Done: 21 photos copied · 140 already there · 1 not copied');
    expect(screen.getByRole('list', { name: 'Photos not copied' })).toHaveTextContent('Vows.jpg: its original is not in the site’s bucket');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('continues an interrupted run from its cursor with the totals so far', async () => {
    const sofar = batch({ copied: 20, already: 1, cursor: 'g/gallery1/photo7' });
    const run = vi
      .fn<typeof backfillArchive>()
      .mockImplementationOnce(async (onProgress) => {
        onProgress(sofar);
        throw new UserFacingError('The connection dropped: continue the copy (what was copied stays, nothing is copied twice).');
      })
      .mockImplementationOnce(async (onProgress) => {
        const last = batch({ copied: 25, already: 1 });
        onProgress(last);
        return last;
      });
    render(<ArchiveBackfill run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy older photos to the archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection dropped');
    expect(screen.getByRole('status')).toHaveTextContent('20 photos copied · 1 already there');
    await userEvent.click(screen.getByRole('button', { name: 'Continue copying' }));
    expect(run).toHaveBeenLastCalledWith(expect.any(Function), sofar);
    expect(await screen.findByRole('status')).toHaveTextContent('Done: 25 photos copied · 1 already there');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
