import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadState } from '@/data/media-upload';
import { UploadRow } from './upload-row';
import type { PhotoUploads, UploadItem } from './use-photo-uploads';

const file = new File([new Uint8Array(2048)], 'garden-vows.jpg', { type: 'image/jpeg' });
const itemIn = (state: UploadState): UploadItem => ({ key: 'k', file, state, upload: { file, start: vi.fn(), cancel: vi.fn() } });
const uploads = () => ({ retry: vi.fn(), cancel: vi.fn(), dismiss: vi.fn() }) as unknown as PhotoUploads;

describe('UploadRow', () => {
  it('shows the progress of a file being sent, which can be cancelled', async () => {
    const actions = uploads();
    render(<UploadRow item={itemIn({ status: 'sending', sent: 512, total: 2048 })} uploads={actions} />);
    expect(screen.getByRole('progressbar', { name: 'Upload of garden-vows.jpg' })).toHaveAttribute('value', '25');
    expect(screen.getByText('Sending… 25 %')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.cancel).toHaveBeenCalledTimes(1);
  });

  it('says why a file failed, and offers a retry only when retrying can help', async () => {
    const actions = uploads();
    const { rerender } = render(
      <UploadRow
        item={itemIn({ status: 'failed', message: 'garden-vows.jpg: the connection dropped.', canRetry: true })}
        uploads={actions}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('garden-vows.jpg: the connection dropped.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    rerender(<UploadRow item={itemIn({ status: 'failed', message: 'garden-vows.jpg is 60 MB', canRetry: false })} uploads={actions} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
