import { describe, expect, it } from 'vitest';
import {
  MERGE_FIELD_NAMES,
  UnknownMergeFieldError,
  escapeMarkdown,
  mergeFieldsIn,
  renderContract,
  unknownFieldsMessage,
  unknownMergeFields,
  type ContractFacts,
} from './contracts';
import { contractTemplateInputSchema } from './schemas/contracts';

// A contract's text is its template with every merge field filled: what the customer signs.

/** Each field's value names the field, so a test sees which value went where. */
const facts = Object.fromEntries(MERGE_FIELD_NAMES.map((name) => [name, name])) as ContractFacts;

describe('renderContract', () => {
  it('fills every merge field with its own value', () => {
    const body = MERGE_FIELD_NAMES.map((name) => `${name}: {{${name}}}`).join('\n');
    const lines = renderContract(body, facts).split('\n');
    expect(lines).toHaveLength(MERGE_FIELD_NAMES.length);
    MERGE_FIELD_NAMES.forEach((name, i) => expect(lines[i]).toBe(`${name}: ${escapeMarkdown(name)}`));
  });

  it('takes spaces inside the braces, and a field used twice is filled twice', () => {
    expect(renderContract('{{ customer.name }} and {{customer.name}}', { ...facts, 'customer.name': 'Ada' })).toBe('Ada and Ada');
  });

  it('shows what people typed as written: Markdown and HTML in a value are escaped', () => {
    const text = renderContract('Venue: {{event.venue}}', { ...facts, 'event.venue': '**Bold** <b>x</b> [link](https://x.example) # _u_' });
    expect(text).toBe('Venue: \\*\\*Bold\\*\\* \\<b\\>x\\</b\\> \\[link\\]\\(https://x.example\\) \\# \\_u\\_');
    expect(text).not.toContain('<b>');
  });

  it('keeps the lists the server wrote (features, schedule) as Markdown', () => {
    const schedule = '- Deposit: $720\n- Balance: $1,680';
    const features = '- Ten hours\n- Two photographers';
    expect(renderContract('{{schedule}}\n{{package.features}}', { ...facts, schedule, 'package.features': features })).toBe(
      `${schedule}\n${features}`,
    );
  });

  it('refuses an unknown field, naming it', () => {
    expect(() => renderContract('Dear {{cutomer.name}},', facts)).toThrow(UnknownMergeFieldError);
    expect(() => renderContract('Dear {{cutomer.name}},', facts)).toThrow('{{cutomer.name}} is not a merge field');
    expect(() => renderContract('{{a}} {{b}} {{customer.name}}', facts)).toThrow('{{a}}, {{b}} are not merge fields');
  });

  it('leaves text without fields as it is', () => {
    expect(renderContract('No fields { here }.', facts)).toBe('No fields { here }.');
  });
});

describe('the merge fields of a body', () => {
  it('lists each once, in order of first use, and the unknown ones', () => {
    expect(mergeFieldsIn('{{price}} {{deposit}} {{price}} {{nope}}')).toEqual(['price', 'deposit', 'nope']);
    expect(unknownMergeFields('{{price}} {{nope}} {{ also.nope }}')).toEqual(['nope', 'also.nope']);
    expect(unknownFieldsMessage(['x'])).toBe('{{x}} is not a merge field. Use one from the list, e.g. {{customer.name}}.');
  });

  it('makes a template save refuse an unknown field, with the field named', () => {
    const refused = contractTemplateInputSchema.safeParse({ name: 'Agreement', body: 'Hello {{customer.nam}}' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('{{customer.nam}} is not a merge field. Use one from the list, e.g. {{customer.name}}.');
    expect(contractTemplateInputSchema.safeParse({ name: 'Agreement', body: 'Hello {{customer.name}}' }).success).toBe(true);
  });
});
