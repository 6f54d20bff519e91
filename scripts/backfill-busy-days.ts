// One-off: builds the calendar's public view (busyDays/{YYYY-MM}) for the days written before its
// trigger existed, from today's month on. The booking forms and slot pages read only that view
// (calendar/{day} is the owner's), so run it once after deploying. Safe to run again.
//   npm run backfill:busy-days                  the running emulators (EMULATOR_PORT_OFFSET as npm start)
//   npm run backfill:busy-days -- --project ID  a real project, with Application Default Credentials
import { parseArgs } from 'node:util';
import { rebuildBusyMonthsFrom } from '../functions/src/leads/busy-days';
import { runCommand } from './backup/run-command';
import { withTarget } from './backup/target';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { project: { type: 'string' } } });
  const { description, months } = await withTarget(values.project, async (target) => ({
    description: target.description,
    // From yesterday in UTC: the month of today in every time zone.
    months: await rebuildBusyMonthsFrom(target.db, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), Date.now()),
  }));
  console.log(`Rebuilt the busy view of ${months.length} month(s) in ${description}${months.length ? `: ${months.join(', ')}` : ''}.`);
}

runCommand(() => main(process.argv.slice(2)));
