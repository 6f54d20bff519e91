import * as functions from 'firebase-functions/v1';
import { mailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleUserCreated } from './handle-user-created';

// v1 on purpose: v2 has no plain "user created" trigger, only blocking functions, which would
// put SendGrid and Firestore on the sign-in path.
export const onUserCreated = functions
  .runWith({ secrets: [SENDGRID_API_KEY] })
  .auth.user()
  .onCreate(async (user) => {
    await handleUserCreated(user, mailDeps());
  });
