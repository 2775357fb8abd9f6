import type { Page } from '@playwright/test';
import { storyUrl } from './stories';

/** Storybook's preview as seen from the page (only what the switch uses). */
interface Channel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
}
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __a11yLocale?: string;
}

/**
 * In-page (serialised): makes the preview show `storyId` in `locale` and waits until Storybook says it
 * rendered (after its play function). Resolves 'ok', 'reload' when the preview cannot switch, 'timeout' when the
 * render never finished, or the error.
 */
export async function switchStory({
  storyId,
  locale,
  loaded = false,
  renderWait,
}: {
  storyId: string;
  locale: string;
  /** The preview was just loaded on this story's URL: an error is the story's, not a stale render's. */
  loaded?: boolean;
  /** How long a render (with its play function) may take, in ms. */
  renderWait: number;
}): Promise<string> {
  const w = window as unknown as PreviewWindow;
  const started = Date.now();
  while (!w.__STORYBOOK_PREVIEW__?.currentRender && Date.now() - started < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const maybeChannel = w.__STORYBOOK_ADDONS_CHANNEL__;
  if (!maybeChannel || !w.__STORYBOOK_PREVIEW__?.currentRender) return 'reload';
  const channel: Channel = maybeChannel;
  const settled = ['completed', 'afterEach', 'finished'];
  const errored = ['errored', 'aborted'];
  if (!w.__a11yLocale) w.__a11yLocale = new URLSearchParams(location.search).get('globals')?.split(':')[1] ?? 'en';

  const renderOf = (emit: () => void, id: string) =>
    new Promise<string>((resolve) => {
      const events = [
        'storyRendered',
        'storyErrored',
        'storyThrewException',
        'storyMissing',
        'playFunctionThrewException',
      ];
      const listeners = events.map((event) => {
        const listener = (...args: unknown[]) => {
          const subject =
            typeof args[0] === 'string' ? args[0] : (args[0] as { storyId?: string } | undefined)?.storyId;
          if (event === 'storyRendered' && subject !== id) return;
          finish(event === 'storyRendered' ? 'ok' : `${event}: ${JSON.stringify(args[0]).slice(0, 300)}`);
        };
        channel.on(event, listener);
        return [event, listener] as const;
      });
      const timer = setTimeout(() => finish('timeout'), renderWait);
      function finish(outcome: string) {
        clearTimeout(timer);
        listeners.forEach(([event, listener]) => channel.off(event, listener));
        resolve(outcome);
      }
      emit();
    });

  const current = w.__STORYBOOK_PREVIEW__?.currentRender;
  const errorShown = () => document.querySelector('#error-message')?.textContent || 'the story failed to render';
  if (current?.id === storyId && errored.includes(current.phase ?? '')) return loaded ? errorShown() : 'reload';
  if (current?.id !== storyId) {
    const outcome = await renderOf(() => channel.emit('setCurrentStory', { storyId, viewMode: 'story' }), storyId);
    if (outcome !== 'ok') return outcome;
  } else if (!settled.includes(current.phase ?? '')) {
    // Loaded from its URL and still rendering: wait for that render.
    const outcome = await renderOf(() => undefined, storyId);
    if (outcome !== 'ok') return outcome;
  }
  if (w.__a11yLocale !== locale) {
    const outcome = await renderOf(() => channel.emit('updateGlobals', { globals: { locale } }), storyId);
    if (outcome !== 'ok') return outcome;
    w.__a11yLocale = locale;
  }
  return document.body.classList.contains('sb-show-errordisplay') ? errorShown() : 'ok';
}

const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * A play function that types and clicks can take long on a loaded machine: it is timed out well after, 30 s
 * (`HARNESS_RENDER_WAIT_MS` for the harness's own tests, whose probe never ends on purpose).
 */
const RENDER_WAIT_MS = Number(process.env.HARNESS_RENDER_WAIT_MS) || 30_000;

/** A fresh document now and then, so that nothing a story leaves behind piles up. */
const RELOAD_EVERY = 30;
const switches = new WeakMap<Page, number>();

/**
 * Shows a story in a locale: through Storybook's own channel when the page already holds the preview
 * (as the Storybook UI does, and far faster than a reload), else by loading its iframe URL. `fresh`
 * forces the load. Throws when the story fails to render, with Storybook's error.
 */
export async function showStory(
  page: Page,
  base: string,
  storyId: string,
  locale: string,
  fresh = false,
): Promise<void> {
  const count = switches.get(page) ?? 0;
  const reuse = !fresh && count < RELOAD_EVERY && page.url().startsWith(`${base}/iframe.html`);
  let outcome = reuse ? await page.evaluate(switchStory, { storyId, locale, renderWait: RENDER_WAIT_MS }) : 'reload';
  switches.set(page, reuse ? count + 1 : 0);
  // A switch that did not finish is tried once more in a freshly loaded preview.
  if (outcome === 'reload' || outcome === 'timeout') {
    await page.goto(storyUrl(base, storyId, locale));
    outcome = await page.evaluate(switchStory, { storyId, locale, loaded: true, renderWait: RENDER_WAIT_MS });
  }
  if (outcome === 'timeout')
    outcome = `the story did not finish rendering (its play function) within ${RENDER_WAIT_MS / 1000} s`;
  else if (outcome === 'reload') outcome = 'the preview did not start (no Storybook channel) within 15 s';
  if (outcome !== 'ok') {
    switches.set(page, RELOAD_EVERY);
    // The play function's message carries terminal colours: keep the words.
    throw new Error(`Storybook: ${outcome.replace(ANSI_COLOURS, '')}`);
  }
}
