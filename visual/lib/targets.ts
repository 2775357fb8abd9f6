import type { Page } from '@playwright/test';
import { listStories } from '../../tests/support/harness/stories';
import { showStory } from '../../tests/support/harness/story-switch';
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
  /**
   * Brings a page to the state to capture: a fresh page, or for a target with a `lane`, possibly a page that
   * showed the lane's previous target (`fresh` forces a fresh document).
   */
  load: (page: Page, bases: Bases, fresh: boolean) => Promise<void>;
  /** Targets of one lane (stories of one locale and viewport) may be captured one after the other in one page. */
  lane?: string;
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
            lane: `${locale}--${viewport}`,
            // Captured once Storybook says the story rendered, after its play function.
            load: (page, { storybook }, fresh) => showStory(page, storybook, story.id, locale, fresh),
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
