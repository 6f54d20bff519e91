import { doc, serverTimestamp, setDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import type { ZodObject } from 'zod';
import { contractSettingsSchema, contractTemplateSchema, contractTemplateVersionSchema } from '../../../common/schemas';
import { TEMPLATE_TEXT, contractSettings, contractTemplate, newContractTemplate } from '../fixtures';
import { asRead } from '../helpers';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for contracts (docs/contracts.md): a template, a save of it with its
// versions/{n}, and settings/contracts. The packages' contractTemplateId is asked about with the
// rest of their fields (catalogue.test.ts, owner-shared.test.ts).
const suite = useAgreementSuite();

/**
 * zod's verdict but for the one check the rules cannot make: a merge field the server does not
 * know (the text's upper-cased copy writes {{CUSTOMER.NAME}}). The schema refuses it at save, with
 * the field named; contract-templates.test.ts shows the rules taking it.
 */
const withoutMergeFieldCheck = (schema: ZodObject) => (document: DocumentData) => {
  const parsed = schema.strict().safeParse(asRead(document));
  return parsed.success || parsed.error.issues.every((issue) => issue.code === 'custom' && issue.path[0] === 'body');
};

describeAgreement(suite, {
  name: "contractTemplates: the owner's new template",
  schema: contractTemplateSchema,
  role: 'owner',
  valid: () => newContractTemplate(),
  write: (a, data, i) => setDoc(doc(a.db, 'contractTemplates', `tpl-${i}`), data),
  // A new template is at version 1, current, made now: authority (contract-templates.test.ts);
  // the version's values are asked in the save below.
  fixed: ['version', 'archived', 'createdAt', 'updatedAt'],
  zodAccepts: withoutMergeFieldCheck(contractTemplateSchema),
});

/** The stored version a save of `version` starts from: one before it (any number the case names). */
const versionBefore = (version: unknown) => (typeof version === 'number' ? version - 1 : 1);

describeAgreement(suite, {
  name: "contractTemplates/{id}/versions: the owner's save, with the template's name, body and version",
  schema: contractTemplateVersionSchema,
  role: 'owner',
  valid: () => ({ name: 'Wedding agreement (2027)', body: `${TEMPLATE_TEXT.body}\n\nUpdated.`, version: 2, savedAt: serverTimestamp() }),
  // The template one version before, then the save as the admin screen makes it: the template's
  // name, body and version, and the version document, in one write.
  write: async (a, data, i) => {
    const id = `save-${i}`;
    await suite.withRulesOff((db) => setDoc(doc(db, 'contractTemplates', id), contractTemplate({ version: versionBefore(data.version) })));
    const fields = Object.fromEntries(['name', 'body', 'version'].filter((key) => key in data).map((key) => [key, data[key]]));
    const batch = writeBatch(a.db);
    batch.update(doc(a.db, 'contractTemplates', id), { ...fields, updatedAt: serverTimestamp() });
    batch.set(doc(a.db, 'contractTemplates', id, 'versions', String(data.version)), data);
    return batch.commit();
  },
  fixed: ['savedAt'],
  zodAccepts: withoutMergeFieldCheck(contractTemplateVersionSchema),
});

describeAgreement(suite, {
  name: "settings: the owner's contract settings",
  schema: contractSettingsSchema,
  role: 'owner',
  valid: () => contractSettings(),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'contracts'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});
