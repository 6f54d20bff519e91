import * as functions from 'firebase-functions/v1';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { MAIL_FROM, SENDGRID_API_KEY, sendGridBaseUrl } from '../lib/params';
import { handleUserCreated } from './handle-user-created';

// v1 on purpose: v2 has no plain "user created" trigger, only blocking functions, which would
// put SendGrid and Firestore on the sign-in path.
export const onUserCreated = functions
  .runWith({ secrets: [SENDGRID_API_KEY] })
  .auth.user()
  .onCreate(async (user) => {
    await handleUserCreated(user, {
      db: firestore(),
      mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
      logger,
      mailFrom: MAIL_FROM.value(),
    });
  });
