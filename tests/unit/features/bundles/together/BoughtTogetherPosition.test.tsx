import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mergeSettings, type BlockPosition, type StoreSettings } from '@domain/settings';
import { ProductView } from '@app/routes/product/ProductView';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { baseRoutes, fixture } from '../../../../support/fixtures/routes';
import { addTogetherRoute, togetherRoute } from '../../../../../stories/support/together';
import { babouches, heading, TWO } from './render-block';

/** The product page with the list's position (null: the store's) and the store's. */
function renderPage(position: BlockPosition | null, store: BlockPosition = 'below_summary') {
  mockApi([
    togetherRoute({ ...TWO, settings: { position } }),
    addTogetherRoute(),
    {
      path: '/api/settings',
      body: mergeSettings(fixture<StoreSettings>('settings', 'all'), { boughtTogether: { position: store } }),
    },
    ...baseRoutes,
  ]);
  renderWithProviders(<ProductView product={babouches} />, { route: `/en/product/${babouches.slug}/` });
}

/** Where the block's section stands against the add-to-cart button, the Share control and the description. */
async function placeOfBlock() {
  const block = (await heading()).closest('section')!;
  const follows = (other: Element) => Boolean(block.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_PRECEDING);
  const add = screen.getAllByRole('button', { name: 'Add to cart' }).find((b) => !block.contains(b))!;
  const share = screen.getByRole('button', { name: 'Share', expanded: false });
  const description = screen.getByRole('heading', { name: 'Description' });
  return {
    count: document.querySelectorAll('section[aria-labelledby]').length,
    afterForm: follows(add),
    afterShare: follows(share),
    beforeDescription: !follows(description),
    // In the summary's column: the Share control's column holds it.
    inColumn: share.closest('div')!.parentElement!.contains(block),
  };
}

describe('the block’s position on the product page', { timeout: 30_000 }, () => {
  it('before: in the summary’s column, above the add-to-cart form', async () => {
    renderPage('before');
    expect(await placeOfBlock()).toMatchObject({ afterForm: false, afterShare: false, inColumn: true });
  });

  it('after: in the summary’s column, under the form and above the share field', async () => {
    renderPage('after');
    expect(await placeOfBlock()).toMatchObject({ afterForm: true, afterShare: false, inColumn: true });
  });

  it('below_summary: across the page under both columns, above the description', async () => {
    renderPage('below_summary', 'before');
    expect(await placeOfBlock()).toMatchObject({
      afterForm: true,
      afterShare: true,
      beforeDescription: true,
      inColumn: false,
    });
  });

  it('a list without a position takes the store’s, and the block is drawn once', async () => {
    renderPage(null, 'before');
    const place = await placeOfBlock();
    expect(place).toMatchObject({ afterForm: false, inColumn: true });
    expect(screen.getAllByRole('heading', { name: 'Frequently bought together' })).toHaveLength(1);
  });
});
