import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A record names its list of loaded files by digest, kept once in `resources/<digest>.json`: the six looks of a
 * story (three locales, two viewports) and its two checks mostly load the same files, and the lists were most of
 * the records' bytes.
 */
export const RESOURCE_LISTS = 'resources';

/**
 * The audit's list of rules that passed is nearly the same in every record: it is kept the same way, once by digest,
 * and a record's result names it (the records' JSON went from 8.25 to 6.91 MB).
 */
const SHARED_RESULT_LISTS = ['passed'] as const;

const isStoredEntry = (value: unknown): value is Omit<CheckRecord, 'resources'> & { resources: string | string[] } => {
  if (typeof value !== 'object' || value === null) return false;
  const { fingerprint, resources } = value as { fingerprint?: unknown; resources?: unknown };
  return (
    typeof fingerprint === 'string' &&
    (typeof resources === 'string' ||
      (Array.isArray(resources) && resources.every((r: unknown) => typeof r === 'string')))
  );
};

export const recordFile = (dir: string, name: string) => join(dir, `${name}.json`);
const listFile = (dir: string, id: string) => join(dir, RESOURCE_LISTS, `${id}.json`);
const listId = (list: string[]) => createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 24);

/** Lists already read, by file: a list's content is its name, so a file read once stays true. */
const lists = new Map<string, string[]>();

function readList(dir: string, id: string): string[] | string {
  const file = listFile(dir, id);
  const known = lists.get(file);
  if (known) return known;
  if (!/^[0-9a-f]{24}$/.test(id) || !existsSync(file)) return `its list of loaded files (${id}) is missing`;
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return `its list of loaded files (${id}) is not JSON`;
  }
  if (!Array.isArray(list) || !list.every((r) => typeof r === 'string') || listId(list) !== id) {
    return `its list of loaded files (${id}) is damaged`;
  }
  lists.set(file, list);
  return list;
}

/** A stored result with its shared lists read back; a string names a list that is missing or damaged. */
function expandResult(dir: string, result: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const expanded: Record<string, unknown> = { ...result };
  for (const key of SHARED_RESULT_LISTS) {
    const id = expanded[key];
    if (typeof id !== 'string') continue;
    const list = readList(dir, id);
    if (typeof list === 'string') return list.replace('list of loaded files', `"${key}" list`);
    expanded[key] = list;
  }
  return expanded;
}

/** Writes a list once by its digest; returns the digest. */
function storeList(dir: string, list: string[]): string {
  const id = listId(list);
  const file = listFile(dir, id);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(list, null, 0).replaceAll('","', '",\n"')}\n`);
  }
  return id;
}

/** A result with its shared lists replaced by their digests. */
function shareResult(dir: string, result: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const shared: Record<string, unknown> = { ...result };
  for (const key of SHARED_RESULT_LISTS) {
    const list = shared[key];
    if (Array.isArray(list) && list.every((r) => typeof r === 'string')) shared[key] = storeList(dir, list);
  }
  return shared;
}

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
  const record: SnapshotRecord = {};
  for (const [check, part] of Object.entries(parsed)) {
    if (!isStoredEntry(part)) return { problem: `its fingerprint file's "${check}" entry is malformed` };
    const resources = typeof part.resources === 'string' ? readList(dir, part.resources) : part.resources;
    if (typeof resources === 'string') return { problem: `${resources} (its "${check}" entry)` };
    const result = expandResult(dir, part.result);
    if (typeof result === 'string') return { problem: `${result} (its "${check}" entry)` };
    record[check] = { ...part, resources, ...(part.result === undefined ? {} : { result }) };
  }
  return { record };
}

/** Writes a record's check entry, leaving the others; the file is rewritten only when its text changes. */
export function writeCheckRecord(dir: string, name: string, check: string, entry: CheckRecord): void {
  const read = readRecord(dir, name);
  const record: SnapshotRecord = 'record' in read ? { ...read.record } : {};
  record[check] = entry;
  const stored = Object.fromEntries(
    Object.entries(record)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, part]) => {
        const shared: Record<string, unknown> = { ...part, resources: storeList(dir, part.resources) };
        if (part.result !== undefined) shared.result = shareResult(dir, part.result);
        return [key, shared];
      }),
  );
  const text = `${JSON.stringify(stored, null, 1)}\n`;
  const file = recordFile(dir, name);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Removes the lists no record names any more; returns how many. */
export function pruneResourceLists(dir: string): number {
  const folder = join(dir, RESOURCE_LISTS);
  if (!existsSync(folder)) return 0;
  const used = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch {
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null) continue;
    for (const part of Object.values(parsed)) {
      const { resources, result } = (part ?? {}) as { resources?: unknown; result?: Record<string, unknown> | null };
      if (typeof resources === 'string') used.add(`${resources}.json`);
      for (const key of SHARED_RESULT_LISTS) {
        const id = result?.[key];
        if (typeof id === 'string') used.add(`${id}.json`);
      }
    }
  }
  let removed = 0;
  for (const file of readdirSync(folder)) {
    if (used.has(file)) continue;
    rmSync(join(folder, file));
    lists.delete(join(folder, file));
    removed += 1;
  }
  return removed;
}
