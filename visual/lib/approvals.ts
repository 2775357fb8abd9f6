import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ACTUAL, APPROVALS_LOG, BASELINES, ENVIRONMENT_FILE, RESULTS_FILE } from './paths';
import { toBaseline } from './compare';
import type { Entry, Results } from './report';

export function loadResults(): Results {
  if (!existsSync(RESULTS_FILE)) throw new Error('No results yet: run `npm run visual` first.');
  return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
}

function reviewer(): string {
  const read = (key: string) => {
    try {
      return execFileSync('git', ['config', key], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const name = read('user.name') || process.env.USER || 'unknown';
  const email = read('user.email');
  return email ? `${name} <${email}>` : name;
}

function log(action: 'accept' | 'reject', entry: Entry): void {
  const line = { snapshot: entry.name, status: entry.status, action, at: new Date().toISOString(), by: reviewer() };
  appendFileSync(APPROVALS_LOG, `${JSON.stringify(line)}\n`);
}

/**
 * Accepting makes the capture the new baseline (or, for a snapshot no longer captured,
 * removes its baseline) and records the environment the baselines now belong to.
 */
export async function accept(results: Results, name: string): Promise<string> {
  const entry = results.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown snapshot ${name}`);
  if (entry.status === 'missing') {
    rmSync(join(BASELINES, `${name}.webp`), { force: true });
  } else if (entry.status === 'changed' || entry.status === 'new' || entry.status === 'unchanged') {
    writeFileSync(join(BASELINES, `${name}.webp`), await toBaseline(join(ACTUAL, `${name}.png`)));
  } else {
    throw new Error(`${name} has no capture to accept (${entry.status})`);
  }
  writeFileSync(join(BASELINES, ENVIRONMENT_FILE), `${JSON.stringify(results.environment, null, 2)}\n`);
  log('accept', entry);
  return entry.status === 'missing' ? `Removed the baseline of ${name}` : `Accepted ${name} as the new baseline`;
}

/** Rejecting keeps the baseline; the change must be fixed in the product. */
export function reject(results: Results, name: string): string {
  const entry = results.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown snapshot ${name}`);
  log('reject', entry);
  return `Rejected ${name}: the baseline stays`;
}
