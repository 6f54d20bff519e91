// The emulator-only sign-in derives the Google subject from the email, so the same email is
// always the same account; the seed's demo customer is imported with the same subject.
export const emulatorGoogleSub = (email: string) => `emu-${email.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;
