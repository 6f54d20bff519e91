import type { PolicyKind } from '@common/schemas/settings';
import type { PolicySection } from '@common/policy-text';

/**
 * A policy page as the site shows it: the owner's Markdown (settings/policies) with the studio's
 * settings filled in, cut into sections (common/policy-text.ts). One layout renders all three
 * pages, and the assistant searches the same words.
 */
export type PolicyDocument = {
  kind: PolicyKind;
  path: string;
  title: string;
  /** The lead as plain text: the page's meta description and the assistant's context. */
  summary: string;
  /** The lead as written (Markdown). */
  lead: string;
  lastUpdated: string; // YYYY-MM-DD
  sections: readonly PolicySection[];
};
