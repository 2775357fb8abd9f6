import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveChoice, parseConsentChoice } from '@features/notices/model/consent';
import { readConsentChoice, subscribeConsentChoice, writeConsentChoice } from '@features/notices/model/consent-storage';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('consent rules', () => {
  it('reads only yes and no as a choice', () => {
    expect(parseConsentChoice('yes')).toBe('yes');
    expect(parseConsentChoice('no')).toBe('no');
    expect(parseConsentChoice('true')).toBeNull();
    expect(parseConsentChoice(null)).toBeNull();
  });

  it("prefers this browser's flag, then the session's record", () => {
    expect(effectiveChoice('no', { analytics: true })).toBe('no');
    expect(effectiveChoice(null, { analytics: true })).toBe('yes');
    expect(effectiveChoice(null, { analytics: false })).toBe('no');
    expect(effectiveChoice(null, null)).toBeNull();
  });
});

describe('consent storage', () => {
  it('keeps the flag under cookie_notice_accepted and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsentChoice(listener);
    writeConsentChoice('yes');
    expect(localStorage.getItem('cookie_notice_accepted')).toBe('yes');
    expect(readConsentChoice()).toBe('yes');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeConsentChoice('no');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice for the page when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    writeConsentChoice('no');
    expect(readConsentChoice()).toBe('no');
  });
});
