import { test } from '../keyboard/fixtures';
import { askForCustomOrder } from './custom-order-journey';

for (const locale of ['fr', 'ar'] as const) {
  test(`a custom order asked for by keyboard alone, over three pages with a sketch sent (${locale})`, async ({
    page,
  }) => askForCustomOrder(page, locale));
}
