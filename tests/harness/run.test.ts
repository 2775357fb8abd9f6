import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkspace, type Workspace } from './workspace';
import { readRecord } from '../../harness/fingerprint/records';

/**
 * The harness end to end on a few stories of real builds, in folders of its own: what it skips, what it takes
 * again, and how it fails. Each run is the `npm test` pass (screenshot and audit of one render), from a copy of the
 * project that is not a git checkout.
 */
let workspace: Workspace;
let builds: { base: string; token: string };
let folder: string;

const PROBES = `import { lazy, Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
const OnDemand = lazy(() => import('./OnDemandProbe'));
const meta: Meta = { title: 'Harness/Probe' };
export default meta;
export const Fine: StoryObj = { render: () => <p>Fine</p> };
export const Throws: StoryObj = {
  render: () => {
    throw new Error('the probe story throws');
  },
};
export const NeverSettles: StoryObj = { render: () => <p aria-busy="true">Loading for ever</p> };
export const NeverPlays: StoryObj = { render: () => <p>Waiting</p>, play: () => new Promise(() => undefined) };
export const PlayFails: StoryObj = {
  render: () => <p>Played</p>,
  play: async () => {
    throw new Error('the probe play fails');
  },
};
export const LoadsOnDemand: StoryObj = { render: () => <Suspense fallback={null}><OnDemand /></Suspense> };
`;

beforeAll(() => {
  workspace = makeWorkspace();
  folder = join(workspace.dir, 'run');
  // The probes are in every build: the runs that look at real stories filter them out, and one build fewer is
  // a quarter of this file's time.
  mkdirSync(join(workspace.dir, 'stories/harness'), { recursive: true });
  writeFileSync(join(workspace.dir, 'stories/harness/Probe.stories.tsx'), PROBES);
  writeFileSync(
    join(workspace.dir, 'stories/harness/OnDemandProbe.tsx'),
    'export default () => <p>Loaded on demand</p>;\n',
  );
  const base = workspace.build('base');
  const token = workspace.buildWith('token', 'theme/tokens.ts', (s) => s.replace("ink: '#1f1a14'", "ink: '#8a1f14'"));
  builds = { base, token };
}, 300_000);
afterAll(() => workspace?.remove());

const BASELINES = () => join(folder, 'baselines');
/** How long a look waits for the page to settle and the story to render, shorter than the harness's defaults. */
interface Waits {
  settle: number;
  render: number;
}
// Long enough for a real story on a loaded machine: six looks at once while the other harness tests build Storybook
// beside them (8 s to render was not: two of six took longer).
const WAITS: Waits = { settle: 6000, render: 20_000 };
const env = (storybook: string, waits = WAITS) => ({
  ...process.env,
  HARNESS_SETTLE_MS: String(waits.settle),
  HARNESS_RENDER_WAIT_MS: String(waits.render),
  HARNESS_STORYBOOK: storybook,
  HARNESS_BASELINES: BASELINES(),
  HARNESS_VISUAL_OUTPUT: join(folder, 'visual'),
  HARNESS_A11Y_OUTPUT: join(folder, 'a11y'),
});
const PRICE = 'shared-price--regular';

function gate(storybook: string, filter = PRICE, more: string[] = [], waits = WAITS) {
  const result = spawnSync('npx', ['tsx', 'harness/gate.ts', '--no-routes', '--filter', filter, ...more], {
    cwd: workspace.dir,
    env: env(storybook, waits),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function approveAll(storybook: string) {
  const result = spawnSync('npx', ['tsx', 'visual/approve.ts', '--all'], {
    cwd: workspace.dir,
    env: env(storybook),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
}

const names = ['en', 'fr', 'ar'].flatMap((l) => ['desktop', 'mobile'].map((v) => `story--${PRICE}--${l}--${v}`));

describe('the harness', () => {
  it('finds new snapshots, and records a fingerprint beside each baseline it approves', () => {
    const first = gate(builds.base);
    expect(first.status).toBe(1);
    for (const name of names) expect(first.output).toContain(`new      ${name}`);
    approveAll(builds.base);
    for (const name of names) {
      expect(existsSync(join(BASELINES(), `${name}.webp`))).toBe(true);
      const record = JSON.parse(readFileSync(join(BASELINES(), `${name}.json`), 'utf8'));
      expect(Object.keys(record)).toContain('visual');
    }
  }, 180_000);

  it('looks at nothing when nothing changed, and passes', () => {
    const again = gate(builds.base);
    expect(again.output).toMatch(/6 snapshots, 6 skipped, 0 looked at/);
    expect(again.status).toBe(0);
  }, 180_000);

  it('takes every story again after a design token changed, and fails naming each changed snapshot', () => {
    const changed = gate(builds.token);
    expect(changed.status).toBe(1);
    expect(changed.output).toMatch(/0 skipped, 6 looked at/);
    for (const name of names) expect(changed.output).toMatch(new RegExp(`changed +${name} \\(\\d+ px\\)`));
    // Each was taken twice: the first look, kept beside the second, which counts.
    expect(changed.output).toMatch(/6 looked at, 6 retaken/);
    const actual = join(folder, 'visual', 'actual');
    for (const name of names) expect(existsSync(join(actual, `${name}.first.png`))).toBe(true);
  }, 180_000);

  it('with --no-retake, takes each changed story once and that look counts (taking new baselines)', () => {
    const changed = gate(builds.token, PRICE, ['--no-retake']);
    expect(changed.status).toBe(1);
    expect(changed.output).toMatch(/6 looked at, 0 retaken/);
    for (const name of names) expect(changed.output).toMatch(new RegExp(`changed +${name} \\(\\d+ px\\)`));
    const actual = join(folder, 'visual', 'actual');
    for (const name of names) {
      expect(existsSync(join(actual, `${name}.png`))).toBe(true);
      expect(existsSync(join(actual, `${name}.first.png`))).toBe(false);
    }
  }, 180_000);

  it('takes everything again in a new environment, and passes when the pixels match', () => {
    // What a browser update does to the records: none of their fingerprints matches any more.
    for (const file of readdirSync(BASELINES()).filter((f) => f.endsWith('.json') && f.startsWith('story--'))) {
      const record = JSON.parse(readFileSync(join(BASELINES(), file), 'utf8'));
      for (const check of Object.values<{ fingerprint: string }>(record))
        check.fingerprint = 'taken with another browser';
      writeFileSync(join(BASELINES(), file), JSON.stringify(record));
    }
    const environment = join(BASELINES(), 'environment.json');
    writeFileSync(
      environment,
      JSON.stringify({ ...JSON.parse(readFileSync(environment, 'utf8')), chromium: '155.0.0.1' }),
    );
    const run = gate(builds.base);
    expect(run.output).toMatch(/0 skipped, 6 looked at/);
    expect(run.output).toContain('environment changed (chromium: 155.0.0.1 →');
    expect(run.status).toBe(0);
    expect(gate(builds.base).output).toMatch(/6 skipped, 0 looked at/);
  }, 180_000);

  it('names a damaged fingerprint file or baseline, fails, and still checks the rest', () => {
    writeFileSync(join(BASELINES(), `story--${PRICE}--en--desktop.json`), '{ "visual": ');
    // A damaged file where the link was, and a link whose pixels are gone (the others' pixels stay as they were).
    const baseline = (name: string) => join(BASELINES(), `story--${PRICE}--${name}.webp`);
    rmSync(baseline('fr--desktop'));
    writeFileSync(baseline('fr--desktop'), 'RIFF');
    rmSync(baseline('ar--desktop'));
    symlinkSync('pixels/gone.webp', baseline('ar--desktop'));
    const run = gate(builds.base);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`story--${PRICE}--en--desktop: its fingerprint file is not JSON`);
    expect(run.output).toMatch(new RegExp(`error +story--${PRICE}--fr--desktop — the baseline cannot be read`));
    // Pixels gone: nothing to compare with, so a new snapshot to approve, named.
    expect(run.output).toMatch(new RegExp(`new +story--${PRICE}--ar--desktop`));
    expect(run.output).toMatch(/3 skipped, 3 looked at/);
  }, 180_000);

  it('records the code a story loaded on demand, which its chunk does not import (a fixed clock hides it)', () => {
    const name = 'story--harness-probe--loads-on-demand--en--desktop';
    expect(gate(builds.base, name).output).toMatch(new RegExp(`new +${name}`));
    approveAll(builds.base);
    const read = readRecord(BASELINES(), name);
    expect('record' in read && read.record.visual?.resources).toContain('code:OnDemandProbe.js');
  }, 180_000);

  it('names a story that throws, one that never settles, one whose play never ends and one whose play fails, fails, and carries on', () => {
    const probe = (name: string) => `story--harness-probe--${name}--en--desktop`;
    const probes = ['fine', 'throws', 'never-settles', 'never-plays', 'play-fails'].map(probe);
    // The probes that never settle or never finish are waited out, each twice (first look and retake), on one page:
    // shorter waits here, where the one story that must render is a paragraph.
    const run = gate(builds.base, probes.join(','), [], { settle: 4000, render: 10_000 });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(new RegExp(`error +${probe('throws')} — .*the probe story throws`));
    expect(run.output).toMatch(new RegExp(`error +${probe('never-settles')} — the page never settled`));
    expect(run.output).toMatch(new RegExp(`error +${probe('never-plays')} — .*did not finish rendering`));
    // Failed at the first look and at the retake in a fresh page, where Storybook ends the story 'finished' all the same.
    expect(run.output).toMatch(new RegExp(`error +${probe('play-fails')} — .*the probe play fails`));
    expect(run.output).toMatch(new RegExp(`new +${probe('fine')}`));
  }, 360_000);
});
