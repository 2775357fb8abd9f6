import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { TestDbKind } from './test-db';
import { type TestServer, type TestServerOptions, testServer } from './test-server';

/** The forms suites' server: the seeded shop, its uploads in a folder of their own, removed after the suite. */
export function formsTestServer<F = undefined>(
  kind: TestDbKind,
  { config, ...options }: TestServerOptions<F> = {},
): TestServer<F> & { uploadDir: string } {
  const uploadDir = mkdtempSync(join(tmpdir(), 'zellige-uploads-'));
  const server = testServer(kind, { ...options, config: { ...config, uploadDir } });
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));
  return Object.assign(server, { uploadDir });
}
