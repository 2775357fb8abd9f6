import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES, VIEWPORTS } from '../../tests/support/harness/stabilise';
import { listStories, storyUrl } from '../../tests/support/harness/stories';
import type { UnitPlan } from './audit';
import { STORY_DISABLED_RULES } from './config';
import { switchStory } from '../../tests/support/harness/story-switch';

/** Builds Storybook when asked to or when there is no build yet (CI builds it before). */
export function ensureStorybook(dir: string, force: boolean): void {
  if (existsSync(`${dir}/index.json`) && !force) return;
  console.log('Building Storybook…');
  const result = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the Storybook build failed');
}

const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A fresh document now and then, so that nothing a story leaves behind piles up. */
const RELOAD_EVERY = 30;
const switches = new WeakMap<Page, number>();

/**
 * Shows a story in a locale: through Storybook's own channel when the preview is already loaded
 * (as the Storybook UI does, and far faster than a reload), else by loading its iframe URL.
 * Throws when the story fails to render, with Storybook's error.
 */
async function loadStory(page: Page, base: string, storyId: string, locale: string): Promise<void> {
  const count = switches.get(page) ?? 0;
  const reuse = count < RELOAD_EVERY && page.url().startsWith(`${base}/iframe.html`);
  let outcome = reuse ? await page.evaluate(switchStory, { storyId, locale }) : 'reload';
  switches.set(page, reuse ? count + 1 : 0);
  if (outcome === 'reload') {
    await page.goto(storyUrl(base, storyId, locale));
    outcome = await page.evaluate(switchStory, { storyId, locale });
  }
  if (outcome !== 'ok') {
    switches.set(page, RELOAD_EVERY);
    // The play function's message carries terminal colours: keep the words.
    throw new Error(`Storybook: ${outcome.replace(ANSI_COLOURS, '')}`);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
}

/**
 * Every story in every locale at desktop size; stories tagged `mobile` also at phone size, where
 * they are reflowed at 320 px too. Ordered locale by locale, so switching story is one render.
 * `filter` (a substring of the story id) is for local runs only.
 */
export function storyPlans(dir: string, base: string, filter?: string): UnitPlan[] {
  const disabled = STORY_DISABLED_RULES.map((r) => r.rule);
  const stories = listStories(dir).filter((s) => !filter || s.id.includes(filter));
  return LOCALES.flatMap((locale) =>
    stories.flatMap((story) =>
      (story.tags.includes('mobile') ? (['desktop', 'mobile'] as const) : (['desktop'] as const)).map((viewport) => ({
        unit: {
          kind: 'story' as const,
          id: story.id,
          group: story.title,
          label: story.name,
          locale,
          viewport,
          url: storyUrl(base, story.id, locale),
          disabled,
        },
        viewportSize: VIEWPORTS[viewport],
        load: (page: Page) => loadStory(page, base, story.id, locale),
        reflow: viewport === 'mobile',
      })),
    ),
  );
}
