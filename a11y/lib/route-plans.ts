import type { Page } from '@playwright/test';
import { VIEWPORTS } from '../../tests/support/harness/stabilise';
import { APP_TARGETS, loadTarget, targetLocales, targetUrl, targetViewports } from '../../tests/support/harness/routes';
import type { UnitPlan } from './audit';

/**
 * Every app route and overlay state in each of its locales and viewports, with every rule. The phone
 * size units are reflowed at 320 px as well (the layout a 320 px screen gets).
 */
export function routePlans(base: string, filter?: string): UnitPlan[] {
  return APP_TARGETS.filter((t) => !filter || t.name.includes(filter)).flatMap((target) =>
    targetLocales(target).flatMap((locale) =>
      targetViewports(target).map((viewport) => ({
        unit: {
          kind: 'route' as const,
          id: target.name,
          group: target.name,
          label: target.path,
          locale,
          viewport,
          url: targetUrl(base, target, locale),
          disabled: [],
        },
        viewportSize: VIEWPORTS[viewport],
        load: (page: Page) => loadTarget(page, base, target, locale),
        reflow: viewport === 'mobile',
      })),
    ),
  );
}
