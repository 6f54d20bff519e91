import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '../../../common/functions-region';

/** How far one function may scale out unless it says otherwise: a ceiling on a runaway bill. */
export const DEFAULT_MAX_INSTANCES = 10;

// Every v2 function takes these unless its own options say otherwise. index.ts imports this file
// first, before any function is defined.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: DEFAULT_MAX_INSTANCES });
