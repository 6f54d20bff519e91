import * as functions from 'firebase-functions/v1';
import { FUNCTIONS_REGION } from '../../../common/functions-region';
import { DEFAULT_MAX_INSTANCES } from '../lib/global-options';
import { withMail } from '../lib/triggers';
import { handleUserCreated } from './handle-user-created';

// v1 on purpose: v2 has no plain "user created" trigger, only blocking functions, which would
// put SendGrid and Firestore on the sign-in path.
// v1 functions take no global options: the region and the ceiling are given here.
export const onUserCreated = functions
  .region(FUNCTIONS_REGION)
  .runWith({ secrets: withMail.secrets, maxInstances: DEFAULT_MAX_INSTANCES })
  .auth.user()
  .onCreate(async (user) => {
    await handleUserCreated(user, withMail.deps());
  });
