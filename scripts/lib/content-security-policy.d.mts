export function webEnv(mode: string): Record<string, string>;
export function policyForWebConfig(policy: string, env: Record<string, string | undefined>): string;
export function hostingForWebConfig<T extends { headers: { source: string; headers: { key: string; value: string }[] }[] }>(
  hosting: T,
  env: Record<string, string | undefined>,
): T;
