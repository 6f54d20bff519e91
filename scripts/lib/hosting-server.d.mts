import type { Server } from 'node:http';

export function hostingConfig(publicDir: string, emulatorPorts?: number[], webMode?: string): Record<string, unknown>;
export function startHostingServer(options: {
  publicDir: string;
  port: number;
  emulatorPorts?: number[];
  webMode?: string;
}): Promise<Server>;
