import type { Firestore } from 'firebase-admin/firestore';
import { OWNER_EMAIL } from '../../../../common/owner';
import { createSendGridMailer } from '../../../src/lib/mail';
import type { MailDeps } from '../../../src/lib/mail-deps';
import { readStudio } from '../../../src/lib/studio';
import { recordingLogger } from '../../support/fakes';

const MAIL_FROM = 'Style & Story <hello@styleandstory.studio>';

/**
 * What a trigger's handler gets, built in the test process with the same real SendGrid client and
 * database: a test runs a handler again on the same document (a redelivered event) with these.
 */
export function redeliveryDeps(db: Firestore, mailUrl: string): MailDeps {
  return {
    db,
    mailer: createSendGridMailer({ apiKey: 'SG.emulator-test', baseUrl: mailUrl }),
    logger: recordingLogger(),
    now: Date.now,
    mailFrom: MAIL_FROM,
    ownerEmail: OWNER_EMAIL,
    site: 'https://styleandstory.studio',
    readStudio: () => readStudio(db, recordingLogger(), MAIL_FROM),
  };
}
