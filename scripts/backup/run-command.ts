/** Runs a command line script: its error becomes one line on stderr and exit code 1, not a stack. */
export function runCommand(command: () => Promise<void>): void {
  command().catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
