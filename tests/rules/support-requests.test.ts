import { supportRequestSchema } from '@common/schemas';
import { supportRequest } from './fixtures';
import { ALLOW, text, without } from './helpers';
import { describeVisitorForm } from './visitor-forms';

// Anyone, signed in or not, may write one; only the owner reads, corrects or deletes.
describeVisitorForm({
  collection: 'supportRequests',
  plural: 'requests',
  valid: () => supportRequest(),
  correction: { topic: 'Other' },
  schema: supportRequestSchema,
  cases: (valid) => [
    ['a valid request', valid, ALLOW],
    ['an empty reference', { ...valid, reference: '' }, ALLOW],
    ['the privacy topic (a copy or deletion of their data)', { ...valid, topic: 'Privacy' }, ALLOW],
    ['an unknown topic', { ...valid, topic: 'Refund now' }],
    ['topic in lower case', { ...valid, topic: 'payment' }],
    ['reference over 100 characters', { ...valid, reference: text(101) }],
    ['a message of 9 characters', { ...valid, message: 'Help me!!' }],
    ['a message over 5000 characters', { ...valid, message: text(5001) }],
    ['name over 100 characters', { ...valid, name: text(101) }],
    ['an invalid email', { ...valid, email: 'dana@' }],
    ['an unknown field', { ...valid, priority: 'urgent' }],
    ['no topic', without(valid, 'topic')],
  ],
});
