import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What one check recorded of a snapshot: the fingerprint of its inputs then, and what it found. */
export interface CheckRecord {
  fingerprint: string;
  /** Files the page loaded beyond the story's code (media, fonts), relative to the Storybook build. */
  resources: string[];
  /** The check's own data: the baseline's digest for the visual check, the audit's result for accessibility. */
  result?: unknown;
}

/** A snapshot's record, beside its baseline as `<name>.json`: one entry per check. */
export type SnapshotRecord = Record<string, CheckRecord>;

export type RecordRead = { record: SnapshotRecord } | { missing: true } | { problem: string };

const isCheckRecord = (value: unknown): value is CheckRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CheckRecord).fingerprint === 'string' &&
  Array.isArray((value as CheckRecord).resources) &&
  (value as CheckRecord).resources.every((r) => typeof r === 'string');

export const recordFile = (dir: string, name: string) => join(dir, `${name}.json`);

/** Reads a record; a file that is not one is named as a problem, never taken as an empty record. */
export function readRecord(dir: string, name: string): RecordRead {
  const file = recordFile(dir, name);
  if (!existsSync(file)) return { missing: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: `its fingerprint file is not JSON (${error instanceof Error ? error.message : error})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'its fingerprint file is not a record' };
  }
  for (const [check, part] of Object.entries(parsed)) {
    if (!isCheckRecord(part)) return { problem: `its fingerprint file's "${check}" entry is malformed` };
  }
  return { record: parsed as SnapshotRecord };
}

/** Writes a record's check entry, leaving the others; the file is rewritten only when its text changes. */
export function writeCheckRecord(dir: string, name: string, check: string, entry: CheckRecord): void {
  const read = readRecord(dir, name);
  const record: SnapshotRecord = 'record' in read ? { ...read.record } : {};
  record[check] = entry;
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 1)}\n`;
  const file = recordFile(dir, name);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
