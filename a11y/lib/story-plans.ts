import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES, VIEWPORTS } from '../../tests/support/harness/stabilise';
import { listStories, storyUrl } from '../../tests/support/harness/stories';
import type { UnitPlan } from './audit';
import { STORY_DISABLED_RULES } from './config';
import { showStory } from '../../tests/support/harness/story-switch';

/** Builds Storybook when asked to or when there is no build yet (CI builds it before). */
export function ensureStorybook(dir: string, force: boolean): void {
  if (existsSync(`${dir}/index.json`) && !force) return;
  console.log('Building Storybook…');
  const result = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the Storybook build failed');
}

/** Shows a story (see `showStory`), then leaves nothing focused and the page at its top for the audit. */
async function loadStory(page: Page, base: string, storyId: string, locale: string): Promise<void> {
  await showStory(page, base, storyId, locale);
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
        busy: story.tags.includes('busy'),
      })),
    ),
  );
}
