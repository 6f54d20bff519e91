// The one piece of jsdom the prerender uses (lib/markdown.ts gives DOMPurify a DOM in Node).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
