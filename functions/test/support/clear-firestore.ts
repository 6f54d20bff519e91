// Clears every document of one project in the Firestore emulator, for the suites that start from
// an empty database. A trigger's transaction still open holds a lock, and the emulator answers the
// clear with 409 "Transaction lock timeout" after waiting 2 s for it (the journeys met one of the
// data tests' triggers that way): a 409 is tried again; any other answer fails with what it said.
const ATTEMPTS = 5;

export async function clearFirestore(projectId: string, host = process.env.FIRESTORE_EMULATOR_HOST): Promise<void> {
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this under the emulators');
  const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    const answer = `${response.status} ${await response.text()}`;
    if (response.status !== 409 || attempt === ATTEMPTS) {
      throw new Error(`clearing the Firestore emulator (${projectId}) failed after ${attempt} attempts: ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
