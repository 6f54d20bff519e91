export function deriveFunctionsLockfile(rootLock: unknown, manifest: unknown): { packages: Record<string, unknown> };
export function lockfileText(lock: unknown): string;
