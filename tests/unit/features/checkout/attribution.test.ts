import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { emptyAttribution, serialiseAttributionState, SESSION_LENGTH_MS } from '@domain/checkout/attribution';
import {
  createAttributionTracker,
  trackingMode,
  type AttributionTracker,
  type ConsentChoice,
} from '@features/checkout/attribution/tracker';
import { useAttributionTracking } from '@features/checkout/attribution/useAttributionTracking';
import { renderWithProviders } from '../../../support/render';
import { clearCookies } from '../notices/fixtures';

const ORIGIN = window.location.origin;
const T0 = Date.UTC(2024, 4, 17, 9, 30, 0);
const MINUTE = 60_000;

let clock = T0;
const newTracker = () => createAttributionTracker(() => clock);

function setReferrer(referrer: string) {
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
}

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
const sbjsCookies = () => cookieNames().filter((name) => name.startsWith('sbjs_'));

beforeEach(() => {
  clock = T0;
  clearCookies();
  setReferrer('');
});
afterEach(() => {
  delete (document as { referrer?: string }).referrer;
  clearCookies();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('trackingMode', () => {
  it("is on with the shop's switch and a yes, off with either's no, undecided before a choice", () => {
    expect(trackingMode(true, 'yes')).toBe('on');
    expect(trackingMode(true, null)).toBe('undecided');
    expect(trackingMode(true, 'no')).toBe('off');
    expect(trackingMode(false, 'yes')).toBe('off');
    expect(trackingMode(false, null)).toBe('off');
  });
});

describe('the attribution tracker', () => {
  it('stores nothing and sends nothing before the shopper has chosen', () => {
    const tracker = newTracker();
    setReferrer('https://www.google.com/');
    tracker.update(`${ORIGIN}/en/`, 'undecided');
    expect(sbjsCookies()).toEqual([]);
    expect(tracker.read()).toEqual(emptyAttribution());
  });

  it('records the landing once tracking is on and gives the order its fields', () => {
    const tracker = newTracker();
    setReferrer('https://www.google.com/');
    tracker.update(`${ORIGIN}/en/`, 'on');
    expect(sbjsCookies().sort()).toEqual(['sbjs_current', 'sbjs_session', 'sbjs_udata']);
    expect(tracker.read()).toEqual({
      ...emptyAttribution(),
      source_type: 'organic',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'organic',
      session_entry: `${ORIGIN}/en/`,
      session_start_time: '2024-05-17 09:30:00',
      session_pages: '1',
      session_count: '1',
      user_agent: navigator.userAgent,
    });
  });

  it('writes session cookies with path / and SameSite=Lax, not Secure over http', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      writes.push(value);
      descriptor.set!.call(this, value);
    });
    newTracker().update(`${ORIGIN}/en/`, 'on');
    expect(writes).toHaveLength(3);
    for (const write of writes) {
      expect(write).toMatch(/^sbjs_(current|session|udata)=[^;]+; Path=\/; SameSite=Lax$/);
      expect(write).not.toMatch(/expires|max-age/i);
    }
  });

  it('counts the pages of the session, keeping its source', () => {
    const tracker = newTracker();
    setReferrer('https://partner.example/tiles');
    tracker.update(`${ORIGIN}/en/`, 'on');
    clock += 5 * MINUTE;
    tracker.update(`${ORIGIN}/en/shop`, 'on');
    clock += 5 * MINUTE;
    tracker.update(`${ORIGIN}/en/cart`, 'on');
    expect(tracker.read()).toMatchObject({
      source_type: 'referral',
      utm_source: 'partner.example',
      session_entry: `${ORIGIN}/en/`,
      session_pages: '3',
      session_count: '1',
    });
  });

  it('counts one view per page: the hydration render and a repeated effect do not add pages', () => {
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/`, 'undecided');
    tracker.update(`${ORIGIN}/en/`, 'on');
    tracker.update(`${ORIGIN}/en/`, 'on');
    expect(tracker.read().session_pages).toBe('1');
  });

  it("starts a new, direct session after 30 idle minutes, not reusing the document's first referrer", () => {
    const tracker = newTracker();
    setReferrer('https://www.bing.com/');
    tracker.update(`${ORIGIN}/en/`, 'on');
    clock += SESSION_LENGTH_MS - 1;
    tracker.update(`${ORIGIN}/en/shop`, 'on');
    expect(tracker.read()).toMatchObject({ source_type: 'organic', session_pages: '2', session_count: '1' });

    clock += SESSION_LENGTH_MS;
    tracker.update(`${ORIGIN}/en/cart`, 'on');
    expect(tracker.read()).toMatchObject({
      source_type: 'typein',
      referrer: '',
      utm_source: '(direct)',
      utm_medium: '(none)',
      session_entry: `${ORIGIN}/en/cart`,
      session_start_time: '2024-05-17 10:29:59',
      session_pages: '1',
      session_count: '2',
    });
  });

  it('takes a campaign landing mid-session as the new source', () => {
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/`, 'on');
    tracker.update(`${ORIGIN}/en/?utm_source=newsletter&utm_medium=email`, 'on');
    expect(tracker.read()).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      session_pages: '2',
    });
  });

  it("on a later yes, attributes the document's landing and counts the pages seen before", () => {
    const tracker = newTracker();
    setReferrer('https://www.qwant.com/');
    tracker.update(`${ORIGIN}/fr/`, 'undecided');
    tracker.update(`${ORIGIN}/fr/boutique`, 'undecided');
    tracker.update(`${ORIGIN}/fr/panier`, 'undecided');
    expect(sbjsCookies()).toEqual([]);
    tracker.update(`${ORIGIN}/fr/panier`, 'on');
    expect(tracker.read()).toMatchObject({
      source_type: 'organic',
      utm_source: 'qwant',
      session_entry: `${ORIGIN}/fr/`,
      session_pages: '3',
    });
  });

  it('continues the session another tab started', () => {
    const source = {
      source_type: 'referral' as const,
      referrer: 'https://partner.example/',
      utm_source: 'partner.example',
      utm_medium: 'referral',
      utm_campaign: '',
      utm_content: '/',
      utm_id: '',
      utm_term: '',
      utm_source_platform: '',
      utm_creative_format: '',
      utm_marketing_tactic: '',
    };
    const session = { entry: `${ORIGIN}/en/`, start: '2024-05-17 09:20:00', pages: 4, lastSeen: T0 - 5 * MINUTE };
    for (const [name, value] of Object.entries(serialiseAttributionState({ source, session, visits: 2 }))) {
      document.cookie = `${name}=${value}; path=/`;
    }
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/shop`, 'on');
    expect(tracker.read()).toMatchObject({
      source_type: 'referral',
      session_entry: `${ORIGIN}/en/`,
      session_start_time: '2024-05-17 09:20:00',
      session_pages: '5',
      session_count: '2',
    });
  });

  it('starts afresh from damaged cookies without throwing', () => {
    document.cookie = 'sbjs_current=typ%3Dutm%7C%7C%7C%E0%A4%A; path=/';
    document.cookie = 'sbjs_session=pgs=NaN|||lst=soon; path=/';
    document.cookie = 'sbjs_udata=vst=%%%; path=/';
    const tracker = newTracker();
    expect(() => tracker.update(`${ORIGIN}/en/`, 'on')).not.toThrow();
    expect(tracker.read()).toMatchObject({ source_type: 'typein', session_pages: '1', session_count: '1' });
  });

  it('deletes every traffic-source cookie when tracking is off, leaving other cookies', () => {
    document.cookie = 'sbjs_current=typ=utm; path=/';
    document.cookie = 'sbjs_first=typ=utm; path=/';
    document.cookie = 'sbjs_migrations=1418474375998%3D1; path=/';
    document.cookie = 'store_notice1=hidden; path=/';
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/`, 'off');
    expect(cookieNames()).toEqual(['store_notice1']);
    expect(tracker.read()).toEqual(emptyAttribution());
  });

  it('deletes the cookies when consent is withdrawn and writes none after', () => {
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/`, 'on');
    expect(sbjsCookies()).toHaveLength(3);
    tracker.update(`${ORIGIN}/en/`, 'off');
    expect(sbjsCookies()).toEqual([]);
    tracker.update(`${ORIGIN}/en/shop`, 'off');
    expect(sbjsCookies()).toEqual([]);
    expect(tracker.read()).toEqual(emptyAttribution());
  });

  it('sends nothing while undecided, even if cookies are left over', () => {
    const tracker = newTracker();
    tracker.update(`${ORIGIN}/en/`, 'on');
    tracker.update(`${ORIGIN}/en/`, 'undecided');
    expect(tracker.read()).toEqual(emptyAttribution());
  });
});

describe('useAttributionTracking', () => {
  interface ProbeProps {
    choice: ConsentChoice;
    enabled?: boolean;
    tracker?: AttributionTracker;
  }

  function Probe({ choice, enabled, tracker }: ProbeProps) {
    useAttributionTracking(choice, { enabled, tracker });
    const navigate = useNavigate();
    return createElement('button', { type: 'button', onClick: () => navigate('/en/shop?page=2') }, 'next page');
  }

  const probe = (props: ProbeProps) => createElement(Probe, props);

  it('records each page view after a yes', async () => {
    const tracker = newTracker();
    renderWithProviders(probe({ choice: 'yes', tracker }));
    expect(tracker.read()).toMatchObject({ session_entry: `${ORIGIN}/en/`, session_pages: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(tracker.read()).toMatchObject({ session_entry: `${ORIGIN}/en/`, session_pages: '2' });
  });

  it('stores nothing before a choice, and starts on a later yes', () => {
    const tracker = newTracker();
    const { rerender } = renderWithProviders(probe({ choice: null, tracker }));
    expect(sbjsCookies()).toEqual([]);
    rerender(probe({ choice: 'yes', tracker }));
    expect(sbjsCookies()).toHaveLength(3);
  });

  it('deletes the cookies when the shopper refuses', () => {
    const tracker = newTracker();
    const { rerender } = renderWithProviders(probe({ choice: 'yes', tracker }));
    expect(sbjsCookies()).toHaveLength(3);
    rerender(probe({ choice: 'no', tracker }));
    expect(sbjsCookies()).toEqual([]);
    expect(tracker.read()).toEqual(emptyAttribution());
  });

  it('deletes the cookies when the shop switches attribution off, whatever the consent', () => {
    const tracker = newTracker();
    const { rerender } = renderWithProviders(probe({ choice: 'yes', tracker }));
    expect(sbjsCookies()).toHaveLength(3);
    rerender(probe({ choice: 'yes', enabled: false, tracker }));
    expect(sbjsCookies()).toEqual([]);
    expect(tracker.read()).toEqual(emptyAttribution());
  });

  it("feeds the page's tracker, which readAttribution reads", async () => {
    // The tracker of a page just opened: the test files of a worker share their modules, and with them this one.
    vi.resetModules();
    const { useAttributionTracking: track } = await import('@features/checkout/attribution/useAttributionTracking');
    const { readAttribution: read } = await import('@features/checkout/attribution/tracker');
    function Page() {
      track('yes');
      return null;
    }
    setReferrer('https://www.ecosia.org/');
    renderWithProviders(createElement(Page));
    expect(read()).toMatchObject({ source_type: 'organic', utm_source: 'ecosia', session_count: '1' });
  });
});
