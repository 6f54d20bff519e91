import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '../../../common/owner';
import { welcomeEmailPayloadSchema } from '../../../common/schemas/users';
import { WELCOME_EMAIL_FAILED, handleUserCreated, toWelcomePayload, type AuthUser } from '../../src/users/handle-user-created';
import { welcomeSubject } from '../../src/users/welcome-email';
import { MAIL_CONFIG, fakeUsersDb, readTestStudio, recordingLogger, recordingMailer } from '../support/fakes';

const FROM = MAIL_CONFIG.mailFrom;
const GOOGLE = { providerId: 'google.com' };

const customer: AuthUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  phoneNumber: '+14155550100',
  photoURL: 'https://lh3.example.com/ada.png',
  providerData: [GOOGLE],
};

function setup(options: Parameters<typeof fakeUsersDb>[0] = {}, mailError?: Error) {
  const store = fakeUsersDb(options);
  const mailer = recordingMailer(mailError);
  const logger = recordingLogger();
  return { ...store, mailer, logger, deps: { ...MAIL_CONFIG, db: store.db, mailer, logger, readStudio: readTestStudio } };
}

describe('handleUserCreated', () => {
  it('does nothing for the owner account', async () => {
    const { deps, creates, mailer } = setup();
    const outcome = await handleUserCreated({ uid: 'owner', email: OWNER_EMAIL, emailVerified: true, providerData: [GOOGLE] }, deps);
    expect(outcome).toBe('owner-skipped');
    expect(creates).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('treats the owner address on a password account as a customer (the rules require Google)', async () => {
    const { deps, creates } = setup();
    const outcome = await handleUserCreated(
      { uid: 'password-owner', email: OWNER_EMAIL, emailVerified: true, providerData: [{ providerId: 'password' }] },
      deps,
    );
    expect(outcome).toBe('created');
    expect(creates.map((c) => c.path)).toEqual(['users/password-owner']);
  });

  it('compares the owner address exactly, as the rules do', async () => {
    const { deps, creates } = setup();
    const outcome = await handleUserCreated(
      { uid: 'look-alike', email: OWNER_EMAIL.toUpperCase(), emailVerified: true, providerData: [GOOGLE] },
      deps,
    );
    expect(outcome).toBe('created');
    expect(creates.map((c) => c.path)).toEqual(['users/look-alike']);
  });

  it('treats an unverified owner address as a customer (same test as the rules)', async () => {
    const { deps, creates } = setup();
    const outcome = await handleUserCreated({ uid: 'impostor', email: OWNER_EMAIL, emailVerified: false, providerData: [GOOGLE] }, deps);
    expect(outcome).toBe('created');
    expect(creates.map((c) => c.path)).toEqual(['users/impostor']);
  });

  it('creates users/{uid} with exactly the spec fields and a server timestamp', async () => {
    const { deps, creates } = setup();
    await expect(handleUserCreated(customer, deps)).resolves.toBe('created');
    expect(creates).toHaveLength(1);
    const [{ path, data }] = creates;
    expect(path).toBe('users/uid-ada');
    expect(Object.keys(data).sort()).toEqual(['avatar', 'createdAt', 'email', 'name', 'phone', 'role']);
    expect(data).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '+14155550100',
      avatar: 'https://lh3.example.com/ada.png',
      role: 'customer',
    });
    expect((data.createdAt as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
  });

  it('stores empty strings for profile fields the account does not have', async () => {
    const { deps, creates } = setup();
    await handleUserCreated({ uid: 'bare', email: 'bare@example.com', emailVerified: true, displayName: null }, deps);
    expect(creates[0].data).toMatchObject({ email: 'bare@example.com', name: '', phone: '', avatar: '', role: 'customer' });
  });

  it('sends one welcome email to the new customer, from the configured sender', async () => {
    // Firestore's server timestamp need not equal the write time: the payload uses the stored one.
    const storedCreatedAt = Timestamp.fromDate(new Date('2026-11-22T10:15:30.120Z'));
    const { deps, mailer } = setup({ storedCreatedAt });
    await handleUserCreated(customer, deps);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe('ada@example.com');
    expect(mail.from).toBe(FROM);
    expect(mail.subject).toBe(welcomeSubject(MAIL_CONFIG.studio.name));
    expect(mail.customArgs).toEqual({ kind: 'welcome', userId: 'uid-ada' });
    expect(mail.text).toContain('Ada Lovelace');
    expect(mail.text).toContain('+14155550100');
    expect(mail.html).toContain('datetime="2026-11-22T10:15:30.120Z"');
  });

  it('leaves an existing record alone and sends no email (redelivered event)', async () => {
    const { deps, creates, mailer, logger, docs } = setup({ existing: ['users/uid-ada'] });
    await expect(handleUserCreated(customer, deps)).resolves.toBe('already-exists');
    expect(creates).toEqual([]);
    expect(docs.get('users/uid-ada')).toEqual({ existing: true });
    expect(mailer.sent).toEqual([]);
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('handles the same event twice with one record and one email', async () => {
    const { deps, creates, mailer } = setup();
    await expect(handleUserCreated(customer, deps)).resolves.toBe('created');
    await expect(handleUserCreated(customer, deps)).resolves.toBe('already-exists');
    expect(creates).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('logs "Failed to send welcome email" when sending fails, and keeps the record', async () => {
    const { deps, creates, logger } = setup({}, new Error('SendGrid said no'));
    await expect(handleUserCreated(customer, deps)).resolves.toBe('created');
    expect(creates).toHaveLength(1);
    const errors = logger.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe('Failed to send welcome email');
    expect(errors[0].message).toBe(WELCOME_EMAIL_FAILED);
    expect(errors[0].data).toMatchObject({ uid: 'uid-ada', error: 'SendGrid said no' });
  });

  it('logs the same line when the account has no email address to write to', async () => {
    const { deps, mailer, logger, creates } = setup();
    await handleUserCreated({ uid: 'no-mail', email: null, emailVerified: false }, deps);
    expect(creates[0].data.email).toBe('');
    expect(mailer.sent).toEqual([]);
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual([WELCOME_EMAIL_FAILED]);
  });

  it('lets a Firestore failure other than "already exists" surface, without an email', async () => {
    const { deps, mailer } = setup({ failWith: Object.assign(new Error('unavailable'), { code: 14 }) });
    await expect(handleUserCreated(customer, deps)).rejects.toThrow('unavailable');
    expect(mailer.sent).toEqual([]);
  });
});

describe('toWelcomePayload', () => {
  it('has exactly the spec payload: id, name, email, phone, avatarUrl, role, createdAt (ISO)', () => {
    const createdAt = new Date('2026-11-22T10:15:30.123Z');
    const payload = toWelcomePayload(
      'uid-ada',
      { email: 'ada@example.com', name: 'Ada', phone: '', avatar: 'https://lh3.example.com/ada.png' },
      createdAt,
    );
    expect(payload).toEqual({
      id: 'uid-ada',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      avatarUrl: 'https://lh3.example.com/ada.png',
      role: 'customer',
      createdAt: '2026-11-22T10:15:30.123Z',
    });
    expect(welcomeEmailPayloadSchema.strict().parse(payload)).toEqual(payload);
  });
});
