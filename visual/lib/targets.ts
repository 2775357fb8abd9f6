import type { Page } from '@playwright/test';
import { listStories, storyUrl } from '../../tests/support/harness/stories';
import { switchStory } from '../../tests/support/harness/story-switch';
import { LOCALES, VIEWPORTS, type ViewportName } from '../../tests/support/harness/stabilise';
import { APP_TARGETS, loadTarget, targetLocales, targetViewports } from '../../tests/support/harness/routes';

export interface Bases {
  storybook: string;
  app: string;
}

export interface CaptureTarget {
  /** File-safe unique name: kind--id--locale--viewport. */
  name: string;
  kind: 'story' | 'route';
  group: string;
  label: string;
  locale: string;
  viewport: ViewportName;
  /** Brings a fresh page to the state to capture. */
  load: (page: Page, bases: Bases) => Promise<void>;
  /** Shows a busy state on purpose (a loading story): captured busy, once fonts and images are in. */
  busy?: boolean;
}

/** Every story in every locale at both viewports, then every app route and overlay state. */
export function captureTargets(storybookDir: string, { stories = true, routes = true } = {}): CaptureTarget[] {
  const targets: CaptureTarget[] = [];
  if (stories) {
    for (const story of listStories(storybookDir)) {
      if (story.tags.includes('no-visual')) continue;
      for (const locale of LOCALES) {
        for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
          targets.push({
            name: `story--${story.id}--${locale}--${viewport}`,
            kind: 'story',
            group: story.title,
            label: `${story.title} / ${story.name}`,
            locale,
            viewport,
            busy: story.tags.includes('busy'),
            load: async (page, { storybook }) => {
              await page.goto(storyUrl(storybook, story.id, locale));
              // Captured once Storybook says the story rendered, after its play function.
              const outcome = await page.evaluate(switchStory, { storyId: story.id, locale });
              if (outcome !== 'ok') throw new Error(`the story did not render: ${outcome}`);
            },
          });
        }
      }
    }
  }
  if (routes) {
    for (const target of APP_TARGETS) {
      for (const locale of targetLocales(target)) {
        for (const viewport of targetViewports(target)) {
          targets.push({
            name: `route--${target.name}--${locale}--${viewport}`,
            kind: 'route',
            group: `Page: ${target.name}`,
            label: `${target.name} (${target.path.replace('{locale}', locale)})`,
            locale,
            viewport,
            load: (page, { app }) => loadTarget(page, app, target, locale),
          });
        }
      }
    }
  }
  return targets;
}
