import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type CheckRecord, writeCheckRecord, recordFile } from '@harness/fingerprint/records';
import { ACTUAL, APPROVALS_LOG, BASELINES, ENVIRONMENT_FILE, RESULTS_FILE } from './paths';
import { compareImages, toBaseline } from './compare';
import { baselineFile, removeBaseline, storeBaseline } from './store';
import type { Entry, Results } from './report';
import type { VisualRecord } from './check';

export function loadResults(): Results {
  if (!existsSync(RESULTS_FILE)) throw new Error('No results yet: run `npm run visual` first.');
  return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
}

function reviewer(): string {
  const read = (key: string) => {
    try {
      return execFileSync('git', ['config', key], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const name = read('user.name') || process.env.USER || 'unknown';
  const email = read('user.email');
  return email ? `${name} <${email}>` : name;
}

/**
 * The log keeps one line per snapshot, its latest decision, sorted by name: it stays as long as the list of
 * snapshots, and git history holds the earlier decisions.
 */
function log(action: 'accept' | 'reject', entry: Pick<Entry, 'name' | 'status'>): void {
  const lines = new Map<string, string>();
  if (existsSync(APPROVALS_LOG)) {
    for (const line of readFileSync(APPROVALS_LOG, 'utf8').split('\n').filter(Boolean)) {
      try {
        lines.set((JSON.parse(line) as { snapshot: string }).snapshot, line);
      } catch {
        // A damaged line is dropped; the others stay.
      }
    }
  }
  const line = { snapshot: entry.name, status: entry.status, action, at: new Date().toISOString(), by: reviewer() };
  lines.set(entry.name, JSON.stringify(line));
  const sorted = [...lines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, l]) => l);
  writeFileSync(APPROVALS_LOG, `${sorted.join('\n')}\n`);
}

/** A decision on a snapshot's accessibility tree, logged beside its pictures' as `<name>#tree`. */
export function logTree(action: 'accept' | 'reject', entry: Pick<Entry, 'name' | 'status'>): void {
  log(action, { name: `${entry.name}#tree`, status: entry.status });
}

/**
 * Accepting makes the capture the new baseline (or, for a snapshot no longer captured, removes its baseline and
 * record) and records its fingerprint, so the next run skips it while nothing that went into it changes. A baseline
 * file is rewritten only when its pixels changed.
 */
/** The visual record an approval writes: the snapshot's fingerprint as looked at, with the accepted baseline's digest. */
export function approvedRecord(entry: Entry, baseline: Buffer): CheckRecord | null {
  if (!entry.fingerprint) return null;
  return {
    fingerprint: entry.fingerprint,
    resources: entry.resources ?? [],
    result: { baseline: createHash('sha256').update(baseline).digest('hex') } satisfies VisualRecord,
  };
}

export async function accept(results: Results, name: string): Promise<string> {
  const entry = results.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown snapshot ${name}`);
  const file = baselineFile(name);
  if (entry.status === 'missing') {
    removeBaseline(name);
    rmSync(recordFile(BASELINES, name), { force: true });
  } else if (entry.status === 'changed' || entry.status === 'new' || entry.status === 'unchanged') {
    const capture = join(ACTUAL, `${name}.png`);
    if (entry.status !== 'unchanged') {
      const same = existsSync(file) && (await compareImages(file, capture).catch(() => null))?.status === 'unchanged';
      if (!same) storeBaseline(name, await toBaseline(capture));
    }
    const record = approvedRecord(entry, readFileSync(file));
    if (record) writeCheckRecord(BASELINES, name, 'visual', record);
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
