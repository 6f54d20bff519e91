import { onSchedule } from 'firebase-functions/v2/scheduler';
import { withMail } from '../lib/triggers';
import { sweepContracts } from './contract-sweep';

// Every 15 minutes: expired holds free their day, ending holds and unsigned contracts are told
// once (contract-sweep.ts). The Functions emulator runs no schedules: tests call sweepContracts
// with their own clock.
export const sweepContractHolds = onSchedule({ schedule: 'every 15 minutes', secrets: withMail.secrets }, async () => {
  await sweepContracts(withMail.deps());
});
