import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Checker } from '@harness/run';
import type { Target } from '@harness/targets';
import type { Look } from '@harness/render';
import { timed } from '@harness/phases';
import { ACTUAL, BASELINES, OUTPUT } from './paths';
import { settleTimeout, stabilise } from '@harness/stabilise';
import { capture } from './capture';
import { lockedClip, pictureAreas, storyClip, type Clip } from './clip';
import { compareImages } from './compare';
import { interactiveBoxes, type Box } from './mirror';
import { writeVisualReport } from './results';

/** What one look showed against the baseline. */
export interface VisualResult {
  status: 'unchanged' | 'changed' | 'new' | 'error';
  diffPixels: number;
  error?: string;
  /** Boxes of the interactive elements, in document order, for the RTL mirror check. */
  layout?: Box[];
  /** The part of the page kept (whole page when absent). */
  clip?: Clip;
}

/** What a record keeps: the digest of the baseline it was checked against, so a replaced or damaged file is seen. */
export interface VisualRecord {
  baseline: string;
}

export const baselineFile = (name: string) => join(BASELINES, `${name}.webp`);
const save = (name: string, png: Buffer) => {
  mkdirSync(ACTUAL, { recursive: true });
  writeFileSync(join(ACTUAL, name), png);
};
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function look(state: Look): Promise<VisualResult> {
  const { page, target } = state;
  if (state.error) return { status: 'error', diffPixels: 0, error: state.error };
  const layout = target.kind === 'story' ? await timed('mirror boxes', () => interactiveBoxes(page)) : undefined;
  const clipAt = async () => (await lockedClip(page)) ?? (target.kind === 'story' ? await storyClip(page) : undefined);
  const settle = () =>
    timed('capture settling', () => stabilise(page, { allowBusy: target.busy, timeout: settleTimeout(target.kind) }));
  let shot;
  try {
    shot = await capture(page, clipAt, settle, (take) => timed('screenshot', take));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return { status: 'error', diffPixels: 0, error: `the page could not be captured whole: ${reason}`, layout };
  }
  const { png, clip } = shot;
  const file = baselineFile(target.name);
  if (!existsSync(file)) {
    save(`${target.name}.png`, png);
    return { status: 'new', diffPixels: 0, layout, clip };
  }
  let result;
  try {
    const pictures = () => timed('compare: picture areas', () => pictureAreas(page, clip));
    result = await timed('compare', () => compareImages(file, png, pictures));
  } catch (error) {
    save(`${target.name}.png`, png);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { status: 'error', diffPixels: 0, error: `the baseline cannot be read (${reason})`, layout, clip };
  }
  if (result.status !== 'unchanged') {
    // A first look that differs is kept for whoever investigates; the look that counts is the one reviewed.
    const suffix = state.counts ? '' : '.first';
    save(`${target.name}${suffix}.png`, png);
    if (result.diffPng) save(`${target.name}${suffix}.diff.png`, result.diffPng);
  }
  return { status: result.status, diffPixels: result.diffPixels, layout, clip };
}

/** The screenshot of each settled page, compared with its baseline pixel for pixel. */
export const visualChecker: Checker = {
  name: 'visual',
  code: ['visual/lib/check.ts', 'visual/lib/capture.ts', 'visual/lib/clip.ts', 'visual/lib/compare.ts'],
  applies: (target: Target) => !target.tags.includes('no-visual'),
  prepare: () => rmSync(OUTPUT, { recursive: true, force: true }),
  async run(state) {
    const result = await look(state).catch((error): VisualResult => ({
      status: 'error',
      diffPixels: 0,
      error: String(error).split('\n')[0],
    }));
    return { result, clean: result.status === 'unchanged' };
  },
  recordHolds(target, record) {
    const file = baselineFile(target.name);
    return existsSync(file) && (record.result as VisualRecord | undefined)?.baseline === digest(file);
  },
  expectsRecord: (target) => existsSync(baselineFile(target.name)),
  toRecord(target, outcome) {
    const result = outcome.result as VisualResult;
    if (result.status !== 'unchanged') return null;
    return { result: { baseline: digest(baselineFile(target.name)) } satisfies VisualRecord };
  },
  report: writeVisualReport,
};
