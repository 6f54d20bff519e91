import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  categories?: string[];
  customArgs?: Record<string, string>;
  /** Files sent with the email (e.g. the event's .ics); content base64, small: the outbox stores it. */
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  /** The MIME type, e.g. text/calendar. */
  type: string;
  /** The file, base64. */
  content: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface SendGridOptions {
  apiKey: string;
  /** Another API root (a local capture server in tests); empty = SendGrid's own. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function createSendGridMailer({ apiKey, baseUrl = '', timeoutMs = 10_000 }: SendGridOptions): Mailer {
  // @sendgrid/mail's default instance keeps a private client, and setApiKey resets the base URL:
  // so build our own client, set the key first, then the base URL, and hand it to the mail service.
  const client = new Client();
  client.setApiKey(apiKey);
  if (baseUrl) client.setDefaultRequest('baseUrl', baseUrl);
  const service = new MailService();
  service.setClient(client);
  service.setTimeout(timeoutMs);
  return {
    async send(message) {
      await service.send({
        to: message.to,
        from: message.from,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        categories: message.categories,
        customArgs: message.customArgs,
        attachments: message.attachments?.map((file) => ({ ...file, disposition: 'attachment' })),
      });
    },
  };
}

/**
 * Without a key (the emulator in development) nothing leaves the machine: the log shows the email.
 * @internal Exported for its tests only.
 */
export function createLogOnlyMailer(logger: Logger): Mailer {
  return {
    async send(message) {
      logger.info('SendGrid key not set: email not sent', {
        to: message.to,
        from: message.from,
        replyTo: message.replyTo,
        subject: message.subject,
        categories: message.categories,
        customArgs: message.customArgs,
        attachments: message.attachments?.map((file) => file.filename),
        text: message.text,
      });
    },
  };
}

export function createMailer({ logger, ...sendGrid }: SendGridOptions & { logger: Logger }): Mailer {
  return sendGrid.apiKey ? createSendGridMailer(sendGrid) : createLogOnlyMailer(logger);
}
