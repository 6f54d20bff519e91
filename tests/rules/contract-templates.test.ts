import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CONTRACT_BODY_MAX, LIMITS, contractTemplateSchema } from '@common/schemas';
import { TEMPLATE_ID, TEMPLATE_TEXT, aWhileAgo, contractTemplate, newContractTemplate, templateVersion } from './fixtures';
import {
  ALLOW,
  DENY,
  NOBODY,
  OWNER_ONLY,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  writeCases,
  type Actor,
  type WriteCase,
} from './helpers';

// contractTemplates/{id} and their versions/{n} (docs/contracts.md): the owner's alone. A template
// is created at version 1; each save raises the version by one and writes versions/{version} with
// the same text in the same write (as web/src/data/contract-templates.ts does, in a transaction);
// archiving changes nothing else. No template and no version is ever deleted, no version changed.
const V2 = 'tpl-v2';

const suite = useRulesSuite(() => ({
  [`contractTemplates/${TEMPLATE_ID}`]: contractTemplate(),
  [`contractTemplates/${TEMPLATE_ID}/versions/1`]: templateVersion(),
  [`contractTemplates/${V2}`]: contractTemplate({ name: 'Portrait agreement', version: 2 }),
  [`contractTemplates/${V2}/versions/1`]: templateVersion(),
  [`contractTemplates/${V2}/versions/2`]: templateVersion({ name: 'Portrait agreement', version: 2 }),
  'contractTemplates/tpl-archived': contractTemplate({ name: 'Old agreement', archived: true }),
  // Created by the admin screen, which writes no versions/1 with a new template.
  'contractTemplates/tpl-unversioned': contractTemplate(),
}));

const template = (a: Actor, id: string) => doc(a.db, 'contractTemplates', id);
const version = (a: Actor, id: string, n: number | string) => doc(a.db, 'contractTemplates', id, 'versions', String(n));

interface Save {
  /** The template's fields the save writes (name, body, version, updatedAt unless given). */
  template?: DocumentData;
  /** The version document; null leaves it out. */
  saved?: DocumentData | null;
  /** Where the version document goes (the new version's number unless given). */
  at?: number | string;
}

/** A save as the admin screen makes it: the next version of the text, and versions/{it} with the same. */
function save(a: Actor, id: string, from: number, { template: fields = {}, saved = {}, at }: Save = {}) {
  const next = { name: 'Wedding agreement (2027)', body: `${TEMPLATE_TEXT.body}\n\nUpdated.`, version: from + 1 };
  const batch = writeBatch(a.db);
  batch.update(template(a, id), defined({ ...next, updatedAt: serverTimestamp(), ...fields }));
  if (saved !== null) batch.set(version(a, id, at ?? from + 1), defined({ ...next, savedAt: serverTimestamp(), ...saved }));
  return batch.commit();
}

/** Without the fields a case sets to undefined (left out of the write). */
const defined = (data: DocumentData) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const archive = (archived: boolean) => ({ archived, updatedAt: serverTimestamp() });
const current = (a: Actor) => query(collection(a.db, 'contractTemplates'), where('archived', '==', false), orderBy('name', 'asc'));

describe('contractTemplates', () => {
  accessMatrix(suite, {
    'get a template': [(a) => getDoc(template(a, TEMPLATE_ID)), OWNER_ONLY],
    'get a missing template': [(a) => getDoc(template(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'contractTemplates')), OWNER_ONLY],
    'list the current ones by name (the package form’s choice)': [(a) => getDocs(current(a)), OWNER_ONLY],
    'create a template': [(a) => setDoc(template(a, 'tpl-new'), newContractTemplate()), OWNER_ONLY],
    'save a template: the next version with its text': [(a) => save(a, TEMPLATE_ID, 1), OWNER_ONLY],
    'archive a template': [(a) => updateDoc(template(a, TEMPLATE_ID), archive(true)), OWNER_ONLY],
    'bring an archived template back': [(a) => updateDoc(template(a, 'tpl-archived'), archive(false)), OWNER_ONLY],
    'delete a template': [(a) => deleteDoc(template(a, TEMPLATE_ID)), NOBODY],
    'delete an archived template': [(a) => deleteDoc(template(a, 'tpl-archived')), NOBODY],
  });

  describe('the owner creates (rules and zod agree on the shape)', () => {
    const valid = newContractTemplate();
    validationCases(suite, 'owner', (a, data) => setDoc(template(a, 'tpl-new'), data), contractTemplateSchema.strict(), [
      ['a valid template', valid, ALLOW],
      [`a name of ${LIMITS.name} characters`, { ...valid, name: text(LIMITS.name) }, ALLOW],
      [`a name over ${LIMITS.name} characters`, { ...valid, name: text(LIMITS.name + 1) }],
      ['a blank name', { ...valid, name: ' \n ' }],
      [`a body of ${CONTRACT_BODY_MAX} characters`, { ...valid, body: text(CONTRACT_BODY_MAX) }, ALLOW],
      [`a body over ${CONTRACT_BODY_MAX} characters`, { ...valid, body: text(CONTRACT_BODY_MAX + 1) }],
      ['a blank body', { ...valid, body: '\n\n' }],
      ['no body', without(valid, 'body')],
      ['a body as a list', { ...valid, body: ['# Agreement'] }],
      ['a version as a string', { ...valid, version: '1' }],
      ['archived as a string', { ...valid, archived: 'false' }],
      ['an unknown field', { ...valid, isDefault: true }],
      ['no updatedAt', without(valid, 'updatedAt')],
    ]);
  });

  describe('the owner creates: authority', () => {
    const valid = newContractTemplate();
    validationCases(suite, 'owner', (a, data) => setDoc(template(a, 'tpl-new'), data), null, [
      ['at version 2', { ...valid, version: 2 }],
      ['at version 0', { ...valid, version: 0 }],
      ['archived from the start', { ...valid, archived: true }],
      ['a createdAt of its own', { ...valid, createdAt: aWhileAgo }],
      ['an updatedAt of its own', { ...valid, updatedAt: aWhileAgo }],
    ]);

    it(`an id of ${LIMITS.id} characters → allow; of ${LIMITS.id + 1} → deny (a package names it, idSchema)`, async () => {
      await assertSucceeds(setDoc(template(suite.actor('owner'), text(LIMITS.id)), valid));
      await assertFails(setDoc(template(suite.actor('owner'), text(LIMITS.id + 1)), valid));
    });

    it('over an existing template (a create that is an update) → deny', async () => {
      await assertFails(setDoc(template(suite.actor('owner'), TEMPLATE_ID), valid));
    });

    // What the rules cannot check: a merge field the server does not know. The schema refuses it
    // at save, naming the field; the contracts function refuses to render it when it sends.
    it('a body with an unknown merge field: zod refuses it, the rules cannot see it → allow', async () => {
      const misspelt = { ...valid, body: 'Dear {{cutomer.name}},' };
      expect(contractTemplateSchema.safeParse({ ...misspelt, createdAt: new Date(), updatedAt: new Date() }).success).toBe(false);
      await assertSucceeds(setDoc(template(suite.actor('owner'), 'tpl-new'), misspelt));
    });
  });

  describe('a save: the next version, and versions/{it} with the same text in the same write', () => {
    const owner = () => suite.actor('owner');
    const cases: WriteCase[] = [
      ['version 1 → 2 with versions/2', () => save(owner(), TEMPLATE_ID, 1), ALLOW],
      ['version 2 → 3 with versions/3', () => save(owner(), V2, 2), ALLOW],
      ['an archived template, saved', () => save(owner(), 'tpl-archived', 1), ALLOW],
      ['without its version document', () => save(owner(), TEMPLATE_ID, 1, { saved: null }), DENY],
      ['the version document under the old number', () => save(owner(), V2, 2, { at: 2 }), DENY],
      ['the version document under another number', () => save(owner(), TEMPLATE_ID, 1, { at: 3 }), DENY],
      ['a version document with another body', () => save(owner(), TEMPLATE_ID, 1, { saved: { body: TEMPLATE_TEXT.body } }), DENY],
      ['a version document with another name', () => save(owner(), TEMPLATE_ID, 1, { saved: { name: 'Something else' } }), DENY],
      ['a version document naming another version', () => save(owner(), TEMPLATE_ID, 1, { saved: { version: 3 } }), DENY],
      ['a version document with a savedAt of its own', () => save(owner(), TEMPLATE_ID, 1, { saved: { savedAt: aWhileAgo } }), DENY],
      ['a version document with an unknown field', () => save(owner(), TEMPLATE_ID, 1, { saved: { note: 'typo' } }), DENY],
      ['a version document without its name', () => save(owner(), TEMPLATE_ID, 1, { saved: { name: undefined } }), DENY],
      [
        'skipping a version (1 → 3, versions/3)',
        () => save(owner(), TEMPLATE_ID, 1, { template: { version: 3 }, at: 3, saved: { version: 3 } }),
        DENY,
      ],
      [
        'keeping the version (1 → 1, versions/1 rewritten)',
        () => save(owner(), TEMPLATE_ID, 1, { template: { version: 1 }, at: 1, saved: { version: 1 } }),
        DENY,
      ],
      ['going back a version (2 → 1)', () => save(owner(), V2, 2, { template: { version: 1 }, at: 1, saved: { version: 1 } }), DENY],
      [
        'a version that is no whole number (1 → 1.5)',
        () => save(owner(), TEMPLATE_ID, 1, { template: { version: 1.5 }, at: 1.5, saved: { version: 1.5 } }),
        DENY,
      ],
      ['a blank name', () => save(owner(), TEMPLATE_ID, 1, { template: { name: ' ' }, saved: { name: ' ' } }), DENY],
      [
        `a body over ${CONTRACT_BODY_MAX} characters`,
        () =>
          save(owner(), TEMPLATE_ID, 1, { template: { body: text(CONTRACT_BODY_MAX + 1) }, saved: { body: text(CONTRACT_BODY_MAX + 1) } }),
        DENY,
      ],
      ['an updatedAt of its own', () => save(owner(), TEMPLATE_ID, 1, { template: { updatedAt: aWhileAgo } }), DENY],
      ['without updatedAt', () => save(owner(), TEMPLATE_ID, 1, { template: { updatedAt: undefined } }), DENY],
      ['archiving it in the same save', () => save(owner(), TEMPLATE_ID, 1, { template: { archived: true } }), DENY],
      ['rewriting createdAt', () => save(owner(), TEMPLATE_ID, 1, { template: { createdAt: serverTimestamp() } }), DENY],
      ['an unknown field', () => save(owner(), TEMPLATE_ID, 1, { template: { isDefault: true } }), DENY],
      [
        'the text changed without a new version',
        () => updateDoc(template(owner(), TEMPLATE_ID), { body: 'Other terms.', updatedAt: serverTimestamp() }),
        DENY,
      ],
      ['by customer A', () => save(suite.actor('customerA'), TEMPLATE_ID, 1), DENY],
    ];
    writeCases(cases);

    it('two saves from one version (two tabs): the second finds versions/2 written → deny', async () => {
      await assertSucceeds(save(owner(), TEMPLATE_ID, 1));
      await assertFails(save(owner(), TEMPLATE_ID, 1));
      expect((await getDoc(template(owner(), TEMPLATE_ID))).get('version')).toBe(2);
    });
  });

  describe('archiving: the flag and updatedAt, nothing else', () => {
    const write = (id: string) => (a: Actor, data: DocumentData) => updateDoc(template(a, id), data);
    validationCases(suite, 'owner', write(TEMPLATE_ID), null, [
      ['archived', archive(true), ALLOW],
      ['archived, the same flag again', archive(false)],
      ['archived without updatedAt', { archived: true }],
      ['archived with an updatedAt of its own', { archived: true, updatedAt: aWhileAgo }],
      ['archived as a string', { archived: 'yes', updatedAt: serverTimestamp() }],
      ['archived, renamed', { ...archive(true), name: 'Retired agreement' }],
      ['archived, another body', { ...archive(true), body: 'Other terms.' }],
    ]);
  });
});

describe('contractTemplates/{id}/versions', () => {
  accessMatrix(suite, {
    'get a version': [(a) => getDoc(version(a, TEMPLATE_ID, 1)), OWNER_ONLY],
    'list the versions, newest first': [
      (a) => getDocs(query(collection(a.db, 'contractTemplates', V2, 'versions'), orderBy('version', 'desc'))),
      OWNER_ONLY,
    ],
    'change a saved version': [(a) => updateDoc(version(a, V2, 1), { body: 'Other terms.' }), NOBODY],
    'rewrite a saved version as it is': [(a) => setDoc(version(a, V2, 1), templateVersion()), NOBODY],
    'delete a saved version': [(a) => deleteDoc(version(a, V2, 1)), NOBODY],
    'create a version with no save (the next number)': [
      (a) => setDoc(version(a, TEMPLATE_ID, 2), templateVersion({ version: 2, savedAt: serverTimestamp() })),
      NOBODY,
    ],
    'create a template with its versions/1 in the same write': [
      (a) => {
        const batch = writeBatch(a.db);
        batch.set(template(a, 'tpl-new'), newContractTemplate());
        batch.set(version(a, 'tpl-new', 1), templateVersion({ savedAt: serverTimestamp() }));
        return batch.commit();
      },
      OWNER_ONLY,
    ],
    'create a version of a template that does not exist': [
      (a) => setDoc(version(a, 'missing', 1), templateVersion({ savedAt: serverTimestamp() })),
      NOBODY,
    ],
  });

  describe('created with its template', () => {
    it('a new template with versions/1 in the same write → allow', async () => {
      const owner = suite.actor('owner');
      const batch = writeBatch(owner.db);
      batch.set(template(owner, 'tpl-new'), newContractTemplate());
      batch.set(version(owner, 'tpl-new', 1), templateVersion({ savedAt: serverTimestamp() }));
      await assertSucceeds(batch.commit());
    });

    it('a new template with versions/1 of another text → deny', async () => {
      const owner = suite.actor('owner');
      const batch = writeBatch(owner.db);
      batch.set(template(owner, 'tpl-new'), newContractTemplate());
      batch.set(version(owner, 'tpl-new', 1), templateVersion({ body: 'Other terms.', savedAt: serverTimestamp() }));
      await assertFails(batch.commit());
    });

    // The admin screen creates a template alone; its first text is the template's until the first
    // save. Writing it later is the truth (the template's own version and text), so it is taken.
    const first = (data: DocumentData) => (a: Actor) => setDoc(version(a, 'tpl-unversioned', 1), data);
    it('versions/1 of a template still at version 1, its text, later → allow (owner only)', async () => {
      const data = templateVersion({ savedAt: serverTimestamp() });
      await assertFails(first(data)(suite.actor('customerA')));
      await assertSucceeds(first(data)(suite.actor('owner')));
    });
    validationCases(suite, 'owner', (a, data) => first(data)(a), null, [
      ['versions/1 with another text', templateVersion({ body: 'Other terms.', savedAt: serverTimestamp() })],
      ['versions/1 with a savedAt of its own', templateVersion()],
      ['versions/1 saying version 2', templateVersion({ version: 2, savedAt: serverTimestamp() })],
      ['versions/1 with version as a string', templateVersion({ version: '1' as unknown as number, savedAt: serverTimestamp() })],
      ['versions/1 without its body', without(templateVersion({ savedAt: serverTimestamp() }), 'body')],
    ]);
  });
});
