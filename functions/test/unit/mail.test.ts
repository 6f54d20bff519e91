import { afterEach, describe, expect, it } from 'vitest';
import { createLogOnlyMailer, createMailer, createSendGridMailer, type MailMessage } from '../../src/lib/mail';
import { sendGridBaseUrl, sendGridTimeoutMs } from '../../src/lib/params';
import { handleUserCreated } from '../../src/users/handle-user-created';
import { startCaptureServer, type CaptureServer } from '../support/capture-server';
import { OWNER_EMAIL } from '../../../common/owner';
import { fakeUsersDb, readTestStudio, recordingLogger } from '../support/fakes';

const message: MailMessage = {
  to: 'ada@example.com',
  from: 'Style & Story <hello@styleandstory.studio>',
  replyTo: 'hello@styleandstory.studio',
  subject: 'Welcome to Style & Story',
  text: 'Hello Ada',
  html: '<p>Hello Ada</p>',
  categories: ['welcome'],
  customArgs: { kind: 'welcome', userId: 'uid-ada' },
};

let server: CaptureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('SendGrid mailer', () => {
  it('posts the message to /v3/mail/send of the configured base URL with the key', async () => {
    server = await startCaptureServer();
    await createSendGridMailer({ apiKey: 'SG.unit-key', baseUrl: server.url }).send(message);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/mail/send');
    expect(request.authorization).toBe('Bearer SG.unit-key');
    expect(request.body).toEqual({
      from: { email: 'hello@styleandstory.studio', name: 'Style & Story' },
      subject: 'Welcome to Style & Story',
      personalizations: [{ to: [{ email: 'ada@example.com' }] }],
      content: [
        { type: 'text/plain', value: 'Hello Ada' },
        { type: 'text/html', value: '<p>Hello Ada</p>' },
      ],
      reply_to: { email: 'hello@styleandstory.studio' },
      categories: ['welcome'],
      custom_args: { kind: 'welcome', userId: 'uid-ada' },
    });
  });

  it('rejects when SendGrid answers with an error', async () => {
    server = await startCaptureServer({ failFor: () => true });
    await expect(createSendGridMailer({ apiKey: 'SG.unit-key', baseUrl: server.url }).send(message)).rejects.toMatchObject({
      code: 500,
    });
  });
});

describe('without a key', () => {
  it('logs what would have been sent and calls nobody', async () => {
    server = await startCaptureServer();
    const logger = recordingLogger();
    const mailer = createMailer({ apiKey: '', baseUrl: server.url, logger });
    await mailer.send(message);
    expect(server.requests).toEqual([]);
    expect(logger.entries).toEqual([
      {
        level: 'info',
        message: 'SendGrid key not set: email not sent',
        data: {
          to: 'ada@example.com',
          from: 'Style & Story <hello@styleandstory.studio>',
          replyTo: 'hello@styleandstory.studio',
          subject: 'Welcome to Style & Story',
          categories: ['welcome'],
          customArgs: { kind: 'welcome', userId: 'uid-ada' },
          text: 'Hello Ada',
        },
      },
    ]);
  });

  it('still creates the customer record, and logs the welcome email instead of sending it', async () => {
    server = await startCaptureServer();
    const logger = recordingLogger();
    const { db, creates } = fakeUsersDb();
    const mailer = createMailer({ apiKey: '', baseUrl: server.url, logger });
    await handleUserCreated(
      { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true, displayName: 'Ada' },
      {
        db,
        mailer,
        logger,
        mailFrom: message.from,
        ownerEmail: OWNER_EMAIL,
        site: 'https://styleandstory.studio',
        readStudio: readTestStudio,
      },
    );
    expect(creates).toHaveLength(1);
    expect(server.requests).toEqual([]);
    const logged = logger.entries.find((e) => e.message === 'SendGrid key not set: email not sent');
    expect(logged?.data).toMatchObject({ to: 'ada@example.com', subject: 'Welcome to Style & Story' });
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('createLogOnlyMailer never throws', async () => {
    await expect(createLogOnlyMailer(recordingLogger()).send(message)).resolves.toBeUndefined();
  });
});

describe('sendGridBaseUrl', () => {
  it('is honoured only inside the Functions emulator', () => {
    expect(sendGridBaseUrl({ FUNCTIONS_EMULATOR: 'true', SENDGRID_API_BASE_URL: 'http://127.0.0.1:9925' })).toBe('http://127.0.0.1:9925');
    expect(sendGridBaseUrl({ SENDGRID_API_BASE_URL: 'http://127.0.0.1:9925' })).toBe('');
    expect(sendGridBaseUrl({ FUNCTIONS_EMULATOR: 'true' })).toBe('');
  });
});

describe('sendGridTimeoutMs', () => {
  it('is honoured only inside the Functions emulator, and only as a positive whole number', () => {
    expect(sendGridTimeoutMs({ FUNCTIONS_EMULATOR: 'true', SENDGRID_TIMEOUT_MS: '4000' })).toBe(4000);
    expect(sendGridTimeoutMs({ SENDGRID_TIMEOUT_MS: '4000' })).toBeUndefined();
    for (const value of [undefined, '', '0', '-5', '2.5', 'soon']) {
      expect(sendGridTimeoutMs({ FUNCTIONS_EMULATOR: 'true', SENDGRID_TIMEOUT_MS: value })).toBeUndefined();
    }
  });
});
