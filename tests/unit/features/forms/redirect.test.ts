import { describe, expect, it, vi } from 'vitest';
import { leave, type LeavingWindow } from '@features/forms/model/redirect';

/** A window that records where it was sent; `blocked` makes window.open refuse, as a popup blocker does. */
function fakeWindow({ blocked = false } = {}) {
  const events = new EventTarget();
  const opened = { opener: 'the form page' as unknown };
  const win = {
    open: vi.fn(() => (blocked ? null : opened)),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    location: { assign: vi.fn(), reload: vi.fn() },
  };
  const show = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.assign(event, { persisted });
    events.dispatchEvent(event);
  };
  return { win: win as unknown as LeavingWindow & typeof win, opened, show };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('following a sent form’s redirect', () => {
  it('goes there in this tab, and stays sending until the page comes back from the back/forward cache', async () => {
    const { win, show } = fakeWindow();
    const leaving = leave({ url: '/fr/return-slip/', newTab: false }, win);
    expect(leaving).toBeInstanceOf(Promise);
    expect(win.location.assign).toHaveBeenCalledWith('/fr/return-slip/');
    expect(win.open).not.toHaveBeenCalled();
    expect(await settled(leaving as Promise<void>)).toBe(false);
    show(false); // a page loaded anew is not a restore
    expect(await settled(leaving as Promise<void>)).toBe(false);
    show(true);
    expect(await settled(leaving as Promise<void>)).toBe(true);
  });

  it('in a new tab: opens it without a hold on this page, and reloads this page', () => {
    const { win, opened } = fakeWindow();
    leave({ url: 'https://menara.ma/suivi', newTab: true }, win);
    expect(win.open).toHaveBeenCalledWith('https://menara.ma/suivi', '_blank');
    expect(opened.opener).toBeNull();
    expect(win.location.reload).toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('goes there in this tab when the browser blocks the new one', () => {
    const { win } = fakeWindow({ blocked: true });
    leave({ url: '/ar/return-slip/', newTab: true }, win);
    expect(win.location.assign).toHaveBeenCalledWith('/ar/return-slip/');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('follows nothing that is not an address of the shop or an http(s) one', () => {
    const { win } = fakeWindow();
    for (const url of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x'])
      expect(leave({ url, newTab: false }, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.open).not.toHaveBeenCalled();
  });
});
