import type { Server } from 'node:http';

export function hostingConfig(publicDir: string, emulatorPorts?: number[]): Record<string, unknown>;
export function startHostingServer(options: { publicDir: string; port: number; emulatorPorts?: number[] }): Promise<Server>;
