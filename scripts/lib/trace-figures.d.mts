import type { Page } from 'playwright-core';

export interface TraceFigures {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  longestMs: number;
  longestWhat: string;
  scriptBeforeLcpMs: number;
  longTasks: { at: number; ms: number; what: string }[];
  rendererPid: number;
}

export function traceFigures(events: unknown[]): TraceFigures;
export function startTrace(page: Page, options?: { cpu?: number }): Promise<{ stop(): Promise<TraceFigures> }>;
