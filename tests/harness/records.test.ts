import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneResourceLists, readRecord, RESOURCE_LISTS, writeCheckRecord } from '../../harness/fingerprint/records';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'records-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const LOADED = ['code:Price.js', 'assets/inter-latin-400-normal.woff2', 'media/satchel-300.webp'];
const lists = () => readdirSync(join(dir, RESOURCE_LISTS));
const stored = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));

describe('fingerprint records', () => {
  it('keep a list of loaded files once, however many records and checks name it, and read back the same', () => {
    for (const name of ['a--fr--desktop', 'a--en--desktop'])
      for (const check of ['visual', 'a11y'])
        writeCheckRecord(dir, name, check, { fingerprint: `${name}${check}`, resources: LOADED });
    expect(lists()).toHaveLength(1);
    expect(typeof stored('a--fr--desktop').visual.resources).toBe('string');
    const read = readRecord(dir, 'a--en--desktop');
    expect(read).toEqual({
      record: {
        a11y: { fingerprint: 'a--en--desktopa11y', resources: LOADED },
        visual: { fingerprint: 'a--en--desktopvisual', resources: LOADED },
      },
    });
  });

  it('still read a record that holds its list itself', () => {
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ visual: { fingerprint: 'f', resources: LOADED } }));
    expect(readRecord(dir, 'old')).toEqual({ record: { visual: { fingerprint: 'f', resources: LOADED } } });
  });

  it('name a list that is missing or damaged as the record’s problem, never read it as empty', () => {
    writeCheckRecord(dir, 'a', 'visual', { fingerprint: 'f', resources: LOADED });
    writeCheckRecord(dir, 'b', 'visual', { fingerprint: 'f', resources: ['other'] });
    const [first, second] = [stored('a').visual.resources, stored('b').visual.resources];
    rmSync(join(dir, RESOURCE_LISTS, `${first}.json`));
    writeFileSync(join(dir, RESOURCE_LISTS, `${second}.json`), JSON.stringify(['other', 'and more']));
    expect(readRecord(dir, 'a')).toEqual({
      problem: `its list of loaded files (${first}) is missing (its "visual" entry)`,
    });
    expect(readRecord(dir, 'b')).toEqual({
      problem: `its list of loaded files (${second}) is damaged (its "visual" entry)`,
    });
  });

  it('keep an audit’s list of passed rules once, read it back whole, and name it when it is missing', () => {
    const audit = (violations: string[]) => ({ violations, passed: ['color-contrast', 'label', 'region'] });
    writeCheckRecord(dir, 'a', 'a11y', { fingerprint: 'f', resources: LOADED, result: audit([]) });
    writeCheckRecord(dir, 'b', 'a11y', { fingerprint: 'g', resources: LOADED, result: audit(['label']) });
    // One list of loaded files and one of passed rules, however many records.
    expect(lists()).toHaveLength(2);
    expect(typeof stored('b').a11y.result.passed).toBe('string');
    expect(stored('b').a11y.result.violations).toEqual(['label']);
    expect(readRecord(dir, 'b')).toEqual({
      record: { a11y: { fingerprint: 'g', resources: LOADED, result: audit(['label']) } },
    });
    expect(pruneResourceLists(dir)).toBe(0);
    writeCheckRecord(dir, 'c', 'a11y', { fingerprint: 'h', resources: LOADED, result: { passed: ['label'] } });
    const passed = stored('c').a11y.result.passed;
    rmSync(join(dir, RESOURCE_LISTS, `${passed}.json`));
    expect(readRecord(dir, 'c')).toEqual({ problem: `its "passed" list (${passed}) is missing (its "a11y" entry)` });
  });

  it('drop the lists no record names any more, and only those', () => {
    writeCheckRecord(dir, 'a', 'visual', { fingerprint: 'f', resources: LOADED });
    writeCheckRecord(dir, 'b', 'visual', { fingerprint: 'f', resources: LOADED });
    writeCheckRecord(dir, 'a', 'visual', { fingerprint: 'g', resources: ['code:Other.js'] });
    expect(pruneResourceLists(dir)).toBe(0);
    writeCheckRecord(dir, 'b', 'visual', { fingerprint: 'g', resources: ['code:Other.js'] });
    expect(lists()).toHaveLength(2);
    expect(pruneResourceLists(dir)).toBe(1);
    expect(lists()).toEqual([`${stored('a').visual.resources}.json`]);
    expect(existsSync(join(dir, RESOURCE_LISTS, lists()[0]!))).toBe(true);
  });
});
