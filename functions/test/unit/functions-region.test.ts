import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../../common/functions-region';
import * as functions from '../../src/index';
import { DEFAULT_MAX_INSTANCES } from '../../src/lib/global-options';

// The region is one value (common/functions-region.ts): every exported function is deployed there,
// and every Hosting rewrite sends its requests there. A rewrite naming another region answers 404
// in production, with nothing in the function's logs.

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
}
const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } };
type Endpoint = { region?: string[]; maxInstances?: number };
const endpoints = () => Object.entries(functions).map(([name, fn]) => [name, (fn as { __endpoint?: Endpoint }).__endpoint] as const);

// A v1 function reads the project id when it describes itself.
let projectBefore: string | undefined;
beforeAll(() => {
  projectBefore = process.env.GCLOUD_PROJECT;
  process.env.GCLOUD_PROJECT ??= 'demo-region-test';
});
afterAll(() => {
  if (projectBefore === undefined) delete process.env.GCLOUD_PROJECT;
});

describe('the functions region', () => {
  it('is the region of every exported function', () => {
    const regions = endpoints().map(([name, endpoint]) => [name, endpoint?.region]);
    expect(regions.length).toBeGreaterThan(20);
    expect(regions).toEqual(regions.map(([name]) => [name, [FUNCTIONS_REGION]]));
  });

  it('is the region of every Hosting rewrite, and each names an exported function', () => {
    const rewrites = firebaseJson.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(rewrites.length).toBeGreaterThan(10);
    for (const rewrite of rewrites) {
      expect(rewrite.function, rewrite.source).toEqual({ functionId: rewrite.function!.functionId, region: FUNCTIONS_REGION });
      expect(Object.keys(functions)).toContain(rewrite.function!.functionId);
    }
  });

  it('comes with a ceiling on instances that a function may only lower or state itself', () => {
    for (const [name, endpoint] of endpoints()) {
      expect(endpoint?.maxInstances, name).toBeGreaterThan(0);
      expect(endpoint?.maxInstances, name).toBeLessThanOrEqual(DEFAULT_MAX_INSTANCES);
    }
  });
});
