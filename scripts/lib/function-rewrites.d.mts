import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FunctionRewrite {
  /** "/media/" for a "/media/**" source; undefined for a one-path source. */
  prefix?: string;
  /** The source when it is one path ("/sitemap.xml"). */
  path?: string;
  functionId: string;
  region: string;
}
export function functionRewrites(hosting?: unknown): FunctionRewrite[];
export function emulatorFunctionPath(projectId: string, rewrite: FunctionRewrite, path: string): string;
export function forward(url: string, req: IncomingMessage, res: ServerResponse): void;
