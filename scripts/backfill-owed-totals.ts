// One-off: gives every booking stored before owedTotal existed its owedTotal (and derives its
// payment figures again, as the ledger's trigger would), so Reports' aggregation counts it.
// Safe to run again: a booking whose figures already agree is not written.
//   npm run backfill:owed                  the running emulators (EMULATOR_PORT_OFFSET as npm start)
//   npm run backfill:owed -- --project ID  a real project, with Application Default Credentials
import { parseArgs } from 'node:util';
import { BOOKING_STATUSES } from '../common/schemas/orders';
import { recountOwedTotals } from '../functions/src/payments/recount-owed';
import { runCommand } from './backup/run-command';
import { withTarget } from './backup/target';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { project: { type: 'string' } } });
  const { description, derived, unreadable } = await withTarget(values.project, async (target) => ({
    description: target.description,
    ...(await recountOwedTotals(target.db, new Date(), BOOKING_STATUSES)),
  }));
  console.log(`Derived the totals of ${derived} booking(s) in ${description}.`);
  if (unreadable.length > 0)
    throw new Error(`These bookings do not match the booking schema, fix them and run again: ${unreadable.join(', ')}`);
}

runCommand(() => main(process.argv.slice(2)));
