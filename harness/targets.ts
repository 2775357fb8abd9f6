import type { Page } from '@playwright/test';
import { listStories, storyUrl } from './stories';
import { showStory } from './story-switch';
import { LOCALES, VIEWPORTS, type ViewportName } from './stabilise';
import { APP_TARGETS, loadTarget, targetLocales, targetUrl, targetViewports } from './routes';

export interface Bases {
  storybook: string;
  app: string;
}

/** One snapshot: a story or an app route (in an overlay state), in one locale at one viewport. */
export interface Target {
  /** File-safe unique name: kind--id--locale--viewport. */
  name: string;
  kind: 'story' | 'route';
  /** Story id, or the route's name. */
  id: string;
  /** The story's title (its component), or the route's page. */
  group: string;
  /** Story title and name, or the route's name and path. */
  label: string;
  locale: string;
  viewport: ViewportName;
  /** The story's tags (`no-visual`, `mobile`, `busy`); none for routes. */
  tags: string[];
  /** The page's address, without the server. */
  path: string;
  /**
   * Brings a page to the state to check: a fresh page, or for a target with a `lane`, possibly a page that showed
   * the lane's previous target (`fresh` forces a fresh document).
   */
  load: (page: Page, bases: Bases, fresh: boolean) => Promise<void>;
  /** Targets of one lane (stories of one locale and viewport) may be shown one after the other in one page. */
  lane?: string;
  /** Shows a busy state on purpose (a loading story): settled busy, once fonts and images are in. */
  busy?: boolean;
}

/**
 * The one expansion of what the harnesses look at: every story in every locale at both viewports, then every app
 * route and overlay state in its locales and viewports. Each check decides which of them it applies to.
 */
export function expandTargets(storybookDir: string, { stories = true, routes = true } = {}): Target[] {
  const targets: Target[] = [];
  if (stories) {
    const all = listStories(storybookDir);
    for (const locale of LOCALES) {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        for (const story of all) {
          targets.push({
            name: `story--${story.id}--${locale}--${viewport}`,
            kind: 'story',
            id: story.id,
            group: story.title,
            label: `${story.title} / ${story.name}`,
            locale,
            viewport,
            tags: story.tags,
            path: storyUrl('', story.id, locale),
            busy: story.tags.includes('busy'),
            lane: `${locale}--${viewport}`,
            // Shown once Storybook says the story rendered, after its play function.
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
            id: target.name,
            group: target.name,
            label: `${target.name} (${target.path.replace('{locale}', locale)})`,
            locale,
            viewport,
            tags: [],
            path: targetUrl('', target, locale),
            load: (page, { app }) => loadTarget(page, app, target, locale),
          });
        }
      }
    }
  }
  return targets;
}
