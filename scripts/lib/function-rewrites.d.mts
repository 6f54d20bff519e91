import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FunctionRewrite {
  prefix: string;
  functionId: string;
  region: string;
}
export function functionRewrites(hosting?: unknown): FunctionRewrite[];
export function emulatorFunctionPath(projectId: string, rewrite: FunctionRewrite, path: string): string;
export function forward(url: string, req: IncomingMessage, res: ServerResponse): void;
