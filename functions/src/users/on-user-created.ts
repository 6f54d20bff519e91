import * as functions from 'firebase-functions/v1';
import { withMail } from '../lib/triggers';
import { handleUserCreated } from './handle-user-created';

// v1 on purpose: v2 has no plain "user created" trigger, only blocking functions, which would
// put SendGrid and Firestore on the sign-in path.
export const onUserCreated = functions
  .runWith({ secrets: withMail.secrets })
  .auth.user()
  .onCreate(async (user) => {
    await handleUserCreated(user, withMail.deps());
  });
