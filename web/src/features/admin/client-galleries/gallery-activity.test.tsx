import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryActivityPanel } from './gallery-activity';

const at = new Date('2027-06-12T10:00:00Z');
const photo = {
  id: 'p1',
  fileName: 'Vows.jpg',
  set: 'Ceremony',
  order: 0,
  hidden: false,
  width: 2048,
  height: 1365,
  contentType: 'image/jpeg' as const,
  bytes: 9_000_000,
  webBytes: 900_000,
  variantWidths: [320],
  placeholder: 'data:image/webp;base64,UklGRg==',
  createdAt: at,
};

describe('GalleryActivityPanel', () => {
  it('names the photo of a single download, and says "all photos" for a part of Download all', () => {
    const activity = [
      { id: 'a', kind: 'downloaded' as const, userId: 'u', photoId: 'p1', fileNames: [], at },
      { id: 'b', kind: 'downloaded' as const, userId: 'u', photoId: null, fileNames: [], at: new Date(at.getTime() + 1000) },
    ];
    render(<GalleryActivityPanel activity={activity} photos={[photo]} favourites={new Set()} title="Ana" />);
    expect(screen.getByText('Downloaded Vows.jpg')).toBeVisible();
    expect(screen.getByText('Downloaded all photos (ZIP)')).toBeVisible();
  });
});
