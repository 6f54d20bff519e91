/**
 * Policy copy lives in data modules like these so one layout renders all three pages and the
 * assistant can search the same words. Inline links use Markdown's `[text](/path)`.
 */
export type PolicyBlock = string | readonly string[]; // a paragraph, or a bulleted list

export type PolicySection = { id: string; heading: string; body: readonly PolicyBlock[] };

export type PolicyDocument = {
  path: string;
  title: string;
  /** The page lead and its meta description. */
  summary: string;
  lastUpdated: string; // YYYY-MM-DD
  sections: readonly PolicySection[];
};
