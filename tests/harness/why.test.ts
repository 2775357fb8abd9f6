import { describe, expect, it } from 'vitest';
import { whyEverything, type SharedInputs } from '@harness/fingerprint/why';

const taken: SharedInputs = {
  environment: { chromium: '156.0.8078.114', fontsHash: 'a', systemFontsHash: 'b' },
  code: { 'harness/render.ts': '1', 'visual/lib/compare.ts': '2' },
  routes: 'r1',
};

describe('why a run looks at everything again', () => {
  it('says nothing when what the records were taken with is unchanged', () => {
    expect(whyEverything(taken, structuredClone(taken))).toEqual([]);
  });

  it('names a browser update with both versions', () => {
    const now = { ...taken, environment: { ...taken.environment, chromium: '157.0.8100.1' } };
    expect(whyEverything(taken, now)).toEqual(["the environment's chromium changed (156.0.8078.114 → 157.0.8100.1)"]);
  });

  it('names the harness files that changed, and a changed shop', () => {
    const now = { ...taken, code: { ...taken.code, 'visual/lib/compare.ts': '3' }, routes: 'r2' };
    const reasons = whyEverything(taken, now);
    expect(reasons[0]).toBe("the harness's or a check's code changed (visual/lib/compare.ts)");
    expect(reasons[1]).toMatch(/^the shop changed/);
  });

  it('says nothing of the shop when the run did not look at routes', () => {
    const now = { ...taken, routes: undefined };
    expect(whyEverything(taken, now)).toEqual([]);
  });

  it('says when nothing records what the baselines were taken with', () => {
    expect(whyEverything(undefined, taken)).toEqual([
      'no looks.json beside the baselines says what the records were taken with',
    ]);
  });
});
