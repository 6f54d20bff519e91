import { paths } from '../../../../common/paths';

// One description of an email, rendered twice: as HTML (render-html.ts) and as plain text
// (render-text.ts). Whatever a block says appears in both parts; only the look differs.

/** A page of the site (a path from common/paths.ts, made absolute with the site's address) or an outside web address. */
export type Link = { path: string } | { url: string };

/** Inline text: plain strings, or marks that mean the same in both parts. */
export type Span = string | { strong: string } | { link: Link; text: string } | { time: Date; text: string };
export type Text = Span | readonly Span[];

export type Block =
  | { paragraph: Text }
  /** Small print: where the owner finds a document, whose account opens a page. */
  | { note: Text }
  /** A personal note from the studio, line breaks kept. */
  | { quote: string }
  /** Plain text set apart by the accent rule, line breaks kept: how to pay, a customer's message. */
  | { box: string }
  | { heading: string }
  | { details: ReadonlyArray<readonly [label: string, value: Text]> }
  | { list: readonly string[] }
  | { button: string; link: Link }
  /** A profile photo (http(s) only): decoration, so the HTML part alone shows it. */
  | { avatar: string };

/** A block left out by a condition (`message && { quote: message }`). */
type Omitted = false | '' | null | undefined;

export interface EmailDescription {
  /** A customer's email is signed by the team and replies reach the studio; the owner's is a plain notice. */
  audience: 'customer' | 'owner';
  to: string;
  /** Where replies go, when not the studio (a customer's notice to the owner: the customer). */
  replyTo?: string;
  subject: string;
  /** The inbox's preview line, hidden in the HTML. */
  preheader: string;
  heading: string;
  blocks: ReadonlyArray<Block | Omitted>;
  /** The SendGrid category, also the `kind` custom arg (tests and the dashboard use them). */
  kind: string;
  /** Custom args naming what the email is about (bookingId, documentId …). */
  ids: Record<string, string>;
}

export const isBlock = (block: Block | Omitted): block is Block => Boolean(block);

/** "Hello Ada," from a full name; "Hello there," without one. */
export const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;

/** "Your profile on our website shows …": where a customer follows what an email is about. */
export const profileShows = (what: string): Block => ({
  paragraph: [{ link: { path: paths.profile }, text: 'Your profile' }, ` on our website shows ${what}`],
});
