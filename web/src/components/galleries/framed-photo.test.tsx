import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FramedPhoto } from './framed-photo';

// The photo's document and its signed addresses are stand-ins here: who may read them is the
// rules' and the gallery function's to test (tests/rules/frame-orders.test.ts, the emulator suites).
const state = vi.hoisted(() => ({ photo: { status: 'loading', data: undefined } as { status: string; data?: unknown; error?: Error } }));
vi.mock('@/data/client-galleries', () => ({ useGalleryPhoto: () => state.photo }));
vi.mock('@/data/gallery-urls', () => ({
  useGalleryUrls: (_galleryId: string, ids: string[]) => ({
    byPhoto: new Map(ids.map((id) => [id, { photoId: id, src: `/signed/${id}.jpg` }])),
    downloadsOpen: true,
    error: null,
  }),
}));

const ref = { galleryId: 'g1', photoId: 'p7' };
const vows = { id: 'p7', fileName: 'Vows.jpg', width: 30, height: 20, placeholder: 'data:,' };

beforeEach(() => {
  state.photo = { status: 'loading', data: undefined };
});

describe('FramedPhoto', () => {
  it('shows the signed thumbnail and the file name the studio prints from', () => {
    state.photo = { status: 'success', data: vows };
    render(<FramedPhoto photo={ref} />);
    expect(screen.getByRole('img', { name: 'The photo to frame: Vows.jpg' })).toHaveAttribute('src', '/signed/p7.jpg');
    expect(screen.getByText('Vows.jpg')).toBeVisible();
  });

  it('says so when the photo is gone, or not the viewer’s to see', () => {
    state.photo = { status: 'success', data: null };
    const { rerender } = render(<FramedPhoto photo={ref} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This photo is no longer in the gallery.');
    state.photo = { status: 'error', data: undefined, error: new Error('permission-denied') };
    rerender(<FramedPhoto photo={ref} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This photo is not available for your account.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows nothing but a placeholder while loading', () => {
    render(<FramedPhoto photo={ref} size="sm" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
