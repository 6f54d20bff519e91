import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ZipPhoto, ZipSize } from '@common/gallery-zip';
import { UserFacingError } from '@/lib/user-facing-error';
import { DownloadAll } from './download-all';

const MB = 1024 * 1024;
const photos: ZipPhoto[] = Array.from({ length: 5 }, (_, i) => ({
  id: `p${i}`,
  fileName: `DSC_${i}.jpg`,
  set: 'Ceremony',
  order: i,
  hidden: false,
  contentType: 'image/jpeg',
  bytes: 400 * MB,
  webBytes: 3 * MB,
}));
const base = { galleryId: 'g1', sets: ['Ceremony'], photos, downloadsOpen: true };

describe('DownloadAll', () => {
  it('offers one button for a web-size gallery under the limit, with the count and size', () => {
    render(<DownloadAll {...base} downloads={{ enabled: true, web: true, full: false }} />);
    expect(screen.getByRole('button', { name: 'Download all, web size: 5 photos · 15 MB' })).toBeEnabled();
  });

  it('splits full resolution into parts of up to 1 GB, each stated', () => {
    render(<DownloadAll {...base} downloads={{ enabled: true, web: true, full: true }} />);
    expect(screen.getByRole('heading', { name: 'Full resolution' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Part 1 of 3, full resolution: 2 photos · 0.8 GB' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Part 3 of 3, full resolution: 1 photo · 400 MB' })).toBeVisible();
  });

  it('shows nothing when downloads are closed, off for every size, or there is nothing to download', () => {
    const { container, rerender } = render(
      <DownloadAll {...base} downloadsOpen={false} downloads={{ enabled: true, web: true, full: true }} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<DownloadAll {...base} downloads={{ enabled: true, web: false, full: false }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DownloadAll {...base} photos={[]} downloads={{ enabled: true, web: true, full: true }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('starts the part asked for, and says why when it cannot', async () => {
    const started: Array<[number, ZipSize]> = [];
    const startDownload = vi.fn(async (part: number, size: ZipSize) => {
      started.push([part, size]);
      if (part === 2) throw new UserFacingError('Downloads of this gallery are closed.');
    });
    render(<DownloadAll {...base} downloads={{ enabled: true, web: false, full: true }} startDownload={startDownload} />);
    await userEvent.click(screen.getByRole('button', { name: /^Part 1 of 3/ }));
    expect(started).toEqual([[1, 'full']]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: /^Part 2 of 3/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Downloads of this gallery are closed.');
  });
});
