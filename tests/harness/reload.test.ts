import { describe, expect, it } from 'vitest';
import { reloadsNext } from '../../harness/render';

const lookWith = (clean: boolean[], error?: string) => ({
  outcomes: new Map(clean.map((c, i) => [`check${i}`, { result: null, clean: c }])),
  look: { kept: true, counts: false, error },
});

describe('a kept page after a look', () => {
  it('loads its next story afresh after a look that was not clean, when retakes are on', () => {
    expect(reloadsNext(lookWith([true, false]), true)).toBe(true);
    expect(reloadsNext(lookWith([true, true]), true)).toBe(false);
  });

  it('switches to the next story without a load after an expected difference, when retakes are off', () => {
    expect(reloadsNext(lookWith([false, false]), false)).toBe(false);
  });

  it('always loads afresh after a look that failed to load or settle', () => {
    expect(reloadsNext(lookWith([false], 'the page never settled'), false)).toBe(true);
    expect(reloadsNext(lookWith([true], 'boom'), true)).toBe(true);
  });
});
