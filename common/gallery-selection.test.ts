import { describe, expect, it } from 'vitest';
import {
  cleanPhotoIds,
  countSelection,
  extrasPrice,
  favouriteId,
  favouritePhotoId,
  lightroomFilter,
  plainList,
  selectionCounter,
  selectionRefusal,
} from './gallery-selection';

const rules = { included: 5, extraPrice: 15, allRemainingPrice: 60 };
const picks = (...ids: string[]) => ids.map((photoId, at) => ({ photoId, at }));

describe('countSelection', () => {
  it('includes the first picks up to the limit and marks the rest as extras', () => {
    const count = countSelection(picks('a', 'b', 'c', 'd', 'e', 'f', 'g'), rules);
    expect(count.included).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(count.extras).toEqual(['f', 'g']);
    expect(selectionCounter(count)).toBe('5 of 5 chosen · 2 extras to buy');
  });

  it('counts a photo picked by two people once, at its earliest pick', () => {
    const count = countSelection(
      [
        { photoId: 'b', at: 5 },
        { photoId: 'a', at: 2 },
        { photoId: 'b', at: 1 },
      ],
      rules,
    );
    expect(count.chosen).toEqual(['b', 'a']);
    expect(selectionCounter(count)).toBe('2 of 5 chosen');
  });

  it('counts a heart still being saved after every stamped one, whatever the browser estimated', () => {
    // CI: heart 6 was tapped while heart 5 was on its way; its estimate (300) came before heart 5's
    // server stamp (400). The server will stamp heart 6 after heart 5: so must the page count it.
    const stamped = picks('a', 'b', 'c', 'd').map((pick) => ({ ...pick, at: pick.at * 100 }));
    const count = countSelection(
      [...stamped, { photoId: 'e', at: 400 }, { photoId: 'g', at: 350, saving: true }, { photoId: 'f', at: 300, saving: true }],
      rules,
    );
    expect(count.included).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(count.extras).toEqual(['f', 'g']);
  });

  it("counts a photo at its stamped pick when another person's pick of it is still being saved", () => {
    const count = countSelection(
      [
        { photoId: 'a', at: 1, saving: true },
        { photoId: 'b', at: 5 },
        { photoId: 'a', at: 9 },
      ],
      rules,
    );
    expect(count.chosen).toEqual(['b', 'a']);
  });

  it('never lets a paid extra take an included place', () => {
    const count = countSelection(picks('a', 'b', 'c', 'd', 'e', 'f', 'g'), rules, ['a', 'g']);
    expect(count.paid).toEqual(['a', 'g']);
    expect(count.included).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(count.extras).toEqual([]);
    expect(selectionCounter(count)).toBe('5 of 5 chosen · 2 extras paid');
  });

  it('has no limit without rules (galleries made before issue 38)', () => {
    const count = countSelection(picks('a', 'b'), null);
    expect(count).toMatchObject({ included: ['a', 'b'], extras: [], limit: null });
    expect(selectionCounter(count)).toBe('2 chosen');
  });
});

describe('extrasPrice', () => {
  it('is the per-photo price, or "all remaining" when that buys every remaining photo for less', () => {
    expect(extrasPrice(rules, 2, 10)).toEqual({ amount: 30, allRemaining: false });
    expect(extrasPrice(rules, 10, 10)).toEqual({ amount: 60, allRemaining: true });
    expect(extrasPrice({ ...rules, allRemainingPrice: 200 }, 10, 10)).toEqual({ amount: 150, allRemaining: false });
    expect(extrasPrice({ ...rules, allRemainingPrice: null }, 10, 10)).toEqual({ amount: 150, allRemaining: false });
  });
});

describe('selectionRefusal', () => {
  it('refuses an empty selection and one with unpaid extras, saying what to do', () => {
    expect(selectionRefusal(countSelection([], rules), String)).toBe('Mark at least one favourite first.');
    expect(selectionRefusal(countSelection(picks('a', 'b', 'c', 'd', 'e', 'f', 'g'), rules), (n) => `$${n * 15}`)).toBe(
      'Your selection has 7 photos and your package includes 5. Buy the 2 extras ($30) or remove 2 favourites, then send it.',
    );
    expect(selectionRefusal(countSelection(picks('a', 'b'), rules), String)).toBeNull();
  });
});

describe('cleanPhotoIds', () => {
  it('is the sent included selection and the paid extras; everything without a limit', () => {
    expect(cleanPhotoIds({ selection: rules }, { photoIds: ['a', 'b'] }, ['g'])).toEqual(new Set(['a', 'b', 'g']));
    expect(cleanPhotoIds({ selection: rules }, null, [])).toEqual(new Set());
    expect(cleanPhotoIds({ selection: null }, null, [])).toBe('all');
  });
});

describe('the export and the favourite ids', () => {
  it("writes Lightroom's filter line without extensions, and a plain list", () => {
    expect(lightroomFilter(['DSC_0001.jpg', 'DSC_0007.JPG', 'bride.final.tif'])).toBe('DSC_0001, DSC_0007, bride.final');
    expect(plainList(['a.jpg', 'b.jpg'])).toBe('a.jpg\nb.jpg');
  });

  it("names the gallery customer's favourite by the photo, an invited person's by photo and uid", () => {
    expect(favouriteId('p1', 'owner-of-gallery', 'owner-of-gallery')).toBe('p1');
    expect(favouriteId('p1', 'guest', 'owner-of-gallery')).toBe('p1~guest');
    expect(favouritePhotoId('p1~guest')).toBe('p1');
    expect(favouritePhotoId('p1')).toBe('p1');
  });
});
