// Where the studio works, in its copy: the area the owner names in the settings
// (settings/studio.areaServed, e.g. "Manchester and the North West"), or no place at all. The copy
// never names a place of its own (common/studio-neutral-code.test.ts fails on one).

/**
 * `text` with each `[[…]]` phrase kept, its `{area}` filled in, when the studio names its area, and
 * left out when it does not: "a studio[[ serving {area}]]" reads "a studio serving Manchester and
 * the North West", or "a studio".
 */
export const withArea = (text: string, area: string | undefined) => {
  const place = area?.trim() ?? '';
  return text.replace(/\[\[([^\]]*)\]\]/g, (_, phrase: string) => (place ? phrase.replaceAll('{area}', place) : ''));
};
