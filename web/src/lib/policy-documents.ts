import { paths } from '@common/paths';
import { fillPolicy, markdownToPlainText, parsePolicy, type PolicyFacts } from '@common/policy-text';
import type { Policies, PolicyKind } from '@common/schemas/settings';
import { DEPLOY_POLICY_FACTS } from './archive-retention';
import type { PolicyDocument } from './policy-types';

/** Each policy's page and title, in the order the site lists them. */
export const POLICY_PAGES: readonly { kind: PolicyKind; path: string; title: string }[] = [
  { kind: 'payment', path: paths.paymentPolicy, title: 'Payment policy' },
  { kind: 'terms', path: paths.terms, title: 'Terms of service' },
  { kind: 'privacy', path: paths.privacyPolicy, title: 'Privacy policy' },
];

/** One policy as its page shows it: the studio's settings (and the deploy's archive years) filled in, cut into sections. */
export function policyDocument(kind: PolicyKind, policies: Policies, studio: PolicyFacts): PolicyDocument {
  const page = POLICY_PAGES.find((p) => p.kind === kind)!;
  const { lead, sections } = parsePolicy(fillPolicy(policies[kind], studio, DEPLOY_POLICY_FACTS));
  return { ...page, lead, summary: markdownToPlainText(lead), lastUpdated: policies[`${kind}UpdatedOn`], sections };
}

export const policyDocuments = (policies: Policies, studio: PolicyFacts) =>
  POLICY_PAGES.map(({ kind }) => policyDocument(kind, policies, studio));
