export function webEnv(mode: string): Record<string, string>;
export function policyForWebConfig(policy: string, env: Record<string, string | undefined>): string;
export function hostingForWebConfig<T extends { headers: { source: string; headers: { key: string; value: string }[] }[] }>(
  hosting: T,
  env: Record<string, string | undefined>,
): T;
export function withSources(policy: string, needs: Record<string, string[]>): string;
export function withPolicy<T>(hosting: T, change: (policy: string) => string): T;
