import { contactMessageSchema } from '@common/schemas';
import { contactMessage } from './fixtures';
import { ALLOW, text, without } from './helpers';
import { describeVisitorForm } from './visitor-forms';

// Anyone, signed in or not, may write one; only the owner reads, corrects or deletes.
describeVisitorForm({
  collection: 'contactMessages',
  plural: 'messages',
  valid: () => contactMessage(),
  correction: { subject: 'Edited' },
  schema: contactMessageSchema,
  cases: (valid) => [
    ['a valid message', valid, ALLOW],
    ['a message of exactly 10 characters and a phone', { ...valid, message: '0123456789', phone: '+1 415 555 0100' }, ALLOW],
    ['a message of 9 characters', { ...valid, message: 'Hi there!' }],
    ['a message of 9 characters padded with spaces', { ...valid, message: '   Hi there!   ' }],
    ['a message over 5000 characters', { ...valid, message: text(5001) }],
    ['name over 100 characters', { ...valid, name: text(101) }],
    ['a blank name', { ...valid, name: '' }],
    ['an invalid email', { ...valid, email: 'dana' }],
    ['phone over 30 characters', { ...valid, phone: text(31, '5') }],
    ['subject over 200 characters', { ...valid, subject: text(201) }],
    ['message as a number', { ...valid, message: 1234567890 }],
    ['an unknown field', { ...valid, read: true }],
    ['no subject', without(valid, 'subject')],
  ],
});
