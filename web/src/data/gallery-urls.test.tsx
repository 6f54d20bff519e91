import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryUrlsAnswer } from '@common/schemas';
import { loadPhotoUrls } from './client-galleries';
import { useGalleryUrls } from './gallery-urls';

vi.mock('./client-galleries', () => ({ loadPhotoUrls: vi.fn() }));

const answerFor = (ids: readonly string[]): GalleryUrlsAnswer => ({
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  downloadsOpen: true,
  photos: ids.map((photoId) => ({
    photoId,
    webpSrcset: '',
    jpegSrcset: '',
    src: `/${photoId}.jpg`,
    downloadWeb: null,
    downloadFull: null,
  })),
});

afterEach(() => vi.mocked(loadPhotoUrls).mockReset());

describe('useGalleryUrls', () => {
  it('asks for the first screens first and shows them while the next page is still on its way', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `p${i}`);
    let answerLater: (answer: GalleryUrlsAnswer) => void = () => {};
    vi.mocked(loadPhotoUrls).mockImplementation(async (_gallery, asked = []) =>
      asked[0] === 'p0' ? answerFor(asked) : new Promise((resolve) => (answerLater = () => resolve(answerFor(asked)))),
    );
    const { result } = renderHook(() => useGalleryUrls('g1', ids));
    expect(result.current.answered).toBe(false);

    await waitFor(() => expect(result.current.byPhoto.size).toBe(24));
    expect(result.current.byPhoto.get('p0')?.src).toBe('/p0.jpg');
    expect(result.current).toMatchObject({ answered: true, downloadsOpen: true });
    expect(vi.mocked(loadPhotoUrls).mock.calls.map(([, asked]) => asked)).toEqual([ids.slice(0, 24), ids.slice(24, 144)]);

    answerLater(answerFor(ids.slice(24, 144)));
    await waitFor(() => expect(result.current.byPhoto.size).toBe(144));
    await waitFor(() => expect(vi.mocked(loadPhotoUrls).mock.calls.map(([, asked]) => asked?.length)).toEqual([24, 120, 120]));
    answerLater(answerFor([]));
    await waitFor(() => expect(vi.mocked(loadPhotoUrls).mock.calls.map(([, asked]) => asked?.length)).toEqual([24, 120, 120, 36]));
  });

  it('keeps the addresses known while other photos are asked, and after a failure, saying why', async () => {
    let fail: (error: Error) => void = () => {};
    vi.mocked(loadPhotoUrls).mockImplementation(async (_gallery, asked = []) =>
      asked.length === 2 ? answerFor(asked) : new Promise((_resolve, reject) => (fail = reject)),
    );
    const { result, rerender } = renderHook(({ ids }) => useGalleryUrls('g2', ids), { initialProps: { ids: ['a', 'b'] } });
    await waitFor(() => expect(result.current.byPhoto.size).toBe(2));

    rerender({ ids: ['a', 'b', 'c'] });
    await waitFor(() => expect(vi.mocked(loadPhotoUrls)).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ answered: true, error: null });
    expect([...result.current.byPhoto.keys()]).toEqual(['a', 'b']);

    fail(new Error('The gallery could not be reached: check your connection and try again.'));
    await waitFor(() => expect(result.current.error).toBe('The gallery could not be reached: check your connection and try again.'));
    expect(result.current.byPhoto.size).toBe(2);
  });
});
