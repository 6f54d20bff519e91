import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The signed copy as a PDF (pdf-lib): the title, the contract's text (its Markdown as plain
// headings, paragraphs and bullets, wrapped and paginated), the signature (the typed name in an
// italic serif, or the drawn path), and an audit block naming who signed, when, from where and on
// which text. It is made from the stored document alone, and the same input always makes the same
// bytes (fixed dates, no random id): two runs of the trigger write the same file, and the stored
// SHA-256 can be checked by making the PDF again.
//
// The 14 standard PDF fonts write only the Windows-1252 characters; anything else (a name in
// another script) is written as its base letter when it has one, else "?". The stored text, whose
// SHA-256 the audit block gives, stays the exact record.

interface PdfSignature {
  name: string;
  method: 'typed' | 'drawn';
  drawing: string;
  uid: string;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  textSha256: string;
}

export interface ContractPdfInput {
  title: string;
  /** The rendered Markdown, exactly as signed. */
  text: string;
  signature: PdfSignature;
  /** "Template “Photography agreement”, version 3" or "Addendum 1". */
  version: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = rgb(0.17, 0.14, 0.12);
const MUTED = rgb(0.46, 0.4, 0.36);
const ACCENT = rgb(0.64, 0.49, 0.32);
/** The signature pad's box (common/schemas/contracts.ts: a drawing is path data in 600 × 200). */
const PAD = { width: 600, height: 200 } as const;

type Line = { text: string; font: PDFFont; size: number; indent?: number; gapBefore?: number; color?: ReturnType<typeof rgb> };

interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  script: PDFFont;
  mono: PDFFont;
}

/** Signs the contracts' own texts use that Windows-1252 lacks, written the plain way. */
const STAND_INS: Record<string, string> = { '→': '->', '←': '<-', '≤': '<=', '≥': '>=', '≠': '!=', '−': '-' };

/** Only characters the font can write: accents are taken off where that makes one, the rest become "?". */
function writable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const one = (char: string) => {
    if (known.has(char.codePointAt(0) ?? 0)) return char;
    if (char in STAND_INS) return STAND_INS[char];
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
  };
  return (text) => [...text.replace(/\t/g, '    ')].map(one).join('');
}

/** Words into lines no wider than `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * Inline Markdown as plain words: emphasis marks and escapes off, a link as "text (address)".
 * @internal Exported for its tests only.
 */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)\)/g, (_m, text: string, url: string) => (url ? `${text} (${url})` : text))
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\\*])\*(?!\s)([^*]+?)\*/g, '$1$2')
    .replace(/(^|\W)_(?!\s)([^_]+?)_(?=\W|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+!|<>~.-])/g, '$1');
}

/** The Markdown's blocks as lines to draw: headings, paragraphs, bullets and numbered items. */
function markdownLines(markdown: string, fonts: Fonts, width: number, clean: (text: string) => string): Line[] {
  const lines: Line[] = [];
  const paragraph: string[] = [];
  const flush = () => {
    if (!paragraph.length) return;
    const text = clean(plainInline(paragraph.join(' ')));
    wrap(text, fonts.body, 10.5, width).forEach((part, i) =>
      lines.push({ text: part, font: fonts.body, size: 10.5, gapBefore: i === 0 ? 6 : 0 }),
    );
    paragraph.length = 0;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      const size = heading[1].length <= 1 ? 15 : heading[1].length === 2 ? 13 : 11.5;
      const text = clean(plainInline(heading[2].replace(/\s+#+$/, '')));
      wrap(text, fonts.bold, size, width).forEach((part, i) =>
        lines.push({ text: part, font: fonts.bold, size, gapBefore: i === 0 ? 12 : 0 }),
      );
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      lines.push({ text: '', font: fonts.body, size: 10.5, gapBefore: 6 });
    } else if (item) {
      flush();
      const depth = Math.min(Math.floor(item[1].length / 2), 3);
      const marker = /\d/.test(item[2]) ? item[2] : '•';
      const indent = 14 + depth * 14;
      const text = clean(plainInline(item[3]));
      wrap(text, fonts.body, 10.5, width - indent).forEach((part, i) =>
        lines.push({
          text: i === 0 ? `${marker} ${part}` : part,
          font: fonts.body,
          size: 10.5,
          indent: i === 0 ? indent - 10 : indent,
          gapBefore: i === 0 ? 2 : 0,
        }),
      );
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return lines;
}

/** Draws lines top to bottom, adding pages as they fill; returns the page and the height left. */
function drawFlow(doc: PDFDocument, lines: readonly Line[], start: { page: PDFPage; y: number }, footer: (page: PDFPage) => void) {
  let { page, y } = start;
  for (const line of lines) {
    const height = line.size * 1.4 + (line.gapBefore ?? 0);
    if (y - height < PAGE.margin + 24) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      footer(page);
      y = PAGE.height - PAGE.margin;
    }
    y -= height;
    page.drawText(line.text, { x: PAGE.margin + (line.indent ?? 0), y, size: line.size, font: line.font, color: line.color ?? INK });
  }
  return { page, y };
}

export async function makeContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    script: await doc.embedFont(StandardFonts.TimesRomanBoldItalic),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const clean = writable(fonts.body);
  const { signature } = input;
  doc.setTitle(clean(input.title));
  doc.setSubject(`Signed by ${clean(signature.name)}`);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(signature.signedAt);
  doc.setModificationDate(signature.signedAt);

  const width = PAGE.width - 2 * PAGE.margin;
  const footer = (page: PDFPage) =>
    page.drawText(clean(input.title).slice(0, 100), { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: fonts.body, color: MUTED });
  const first = doc.addPage([PAGE.width, PAGE.height]);
  footer(first);

  const title = wrap(clean(input.title), fonts.bold, 18, width).map((text, i): Line => ({
    text,
    font: fonts.bold,
    size: 18,
    gapBefore: i === 0 ? 0 : 2,
  }));
  const version: Line = { text: clean(input.version), font: fonts.body, size: 9.5, color: MUTED, gapBefore: 4 };
  let at = drawFlow(
    doc,
    [...title, version, ...markdownLines(input.text, fonts, width, clean)],
    { page: first, y: PAGE.height - PAGE.margin },
    footer,
  );

  // The signature and the audit block stay together on one page.
  const audit: [string, string][] = [
    ['Signed by', signature.name],
    ['Account (uid)', signature.uid],
    ['Verified email', signature.email],
    ['Signed at (UTC)', signature.signedAt.toISOString()],
    ['IP address', signature.ip || 'not seen'],
    ['User agent', signature.userAgent || 'not seen'],
    ['Text SHA-256', signature.textSha256],
    ['Method', signature.method === 'drawn' ? 'Drawn signature' : 'Typed name'],
  ];
  const auditLines = audit.flatMap(([label, value]) =>
    wrap(clean(value), fonts.mono, 8, width - 110).map((text, i) => ({
      text,
      label: i === 0 ? label : '',
      size: 8,
      gapBefore: i === 0 ? 3 : 0,
    })),
  );
  const needed = 150 + auditLines.reduce((sum, line) => sum + line.size * 1.4 + line.gapBefore, 0);
  if (at.y - needed < PAGE.margin + 24) {
    at = { page: doc.addPage([PAGE.width, PAGE.height]), y: PAGE.height - PAGE.margin };
    footer(at.page);
  }
  const { page } = at;
  let y = at.y - 28;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.75, color: ACCENT });
  y -= 22;
  page.drawText('Signature', { x: PAGE.margin, y, size: 11, font: fonts.bold, color: INK });
  if (signature.method === 'drawn' && signature.drawing) {
    const scale = 0.4;
    page.drawSvgPath(signature.drawing, { x: PAGE.margin, y: y - 6, scale, borderColor: INK, borderWidth: 2 / scale });
    y -= PAD.height * scale + 10;
  } else {
    y -= 36;
    page.drawText(clean(signature.name), { x: PAGE.margin + 4, y, size: 26, font: fonts.script, color: INK });
    y -= 8;
  }
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + PAD.width * 0.4, y }, thickness: 0.5, color: MUTED });
  y -= 22;
  page.drawText('Audit', { x: PAGE.margin, y, size: 11, font: fonts.bold, color: INK });
  y -= 4;
  for (const line of auditLines) {
    y -= line.size * 1.4 + line.gapBefore;
    if (line.label) page.drawText(line.label, { x: PAGE.margin, y, size: 8, font: fonts.bold, color: MUTED });
    page.drawText(line.text, { x: PAGE.margin + 110, y, size: line.size, font: fonts.mono, color: INK });
  }
  const pages = doc.getPages();
  pages.forEach((each, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const x = PAGE.width - PAGE.margin - fonts.body.widthOfTextAtSize(label, 8);
    each.drawText(label, { x, y: PAGE.margin - 20, size: 8, font: fonts.body, color: MUTED });
  });
  return doc.save({ useObjectStreams: false });
}
