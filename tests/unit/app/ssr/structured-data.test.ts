import { describe, expect, it } from 'vitest';
import { headTags } from '@app/ssr/head';
import { productData, siteData } from '@app/ssr/structured-data';
import { shortTitle, TITLE_MAX, PRIVATE_PAGE } from '@app/routes/use-page-meta';
import { toProduct } from '@entities/product/model/product';
import { fixture } from '../../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../../support/fixtures/product-cases';

const origin = 'https://shop.test';
const mug = toProduct(fixture(`catalogue/product:${PRODUCT_CASES.simple}`, 'fr'));
const shipping = {
  offers: [
    { countries: ['MA'], rate: 3_000, freeFrom: 100_000 },
    { countries: ['FR', 'BE'], rate: 45_000, freeFrom: null },
  ],
  returnDays: 14,
};

describe('a product’s structured data', () => {
  it('names the brand, the condition, each country’s shipping rate and the free returns', () => {
    const data = productData(mug, `/fr/product/${mug.slug}/`, origin, shipping) as {
      brand: unknown;
      offers: Record<string, unknown>;
    };
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Zellige' });
    expect(data.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(data.offers.shippingDetails).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '30.00', currency: 'MAD' },
        shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'MA' }],
      },
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '450.00', currency: 'MAD' },
        shippingDestination: [
          { '@type': 'DefinedRegion', addressCountry: 'FR' },
          { '@type': 'DefinedRegion', addressCountry: 'BE' },
        ],
      },
    ]);
    expect(data.offers.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: ['MA', 'FR', 'BE'],
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it('says until when a sale price holds, and nothing for a sale without end', () => {
    const onSale = { ...mug, saleEndsAt: '2026-06-30T23:00:00.000Z' };
    const offer = (product: typeof mug) =>
      (productData(product, '/fr/product/x/', origin, shipping) as { offers: Record<string, unknown> }).offers;
    expect(offer(onSale).priceValidUntil).toBe('2026-06-30');
    expect(offer({ ...mug, saleEndsAt: null })).not.toHaveProperty('priceValidUntil');
  });
});

describe('the home page’s structured data', () => {
  it('is the shop as an Organization and its site, searchable from the shop page', () => {
    const [organisation, site] = siteData('ar', origin, 'Artisanat') as [
      object,
      { potentialAction: { target: { urlTemplate: string } } },
    ];
    expect(organisation).toMatchObject({ '@type': 'Organization', name: 'Zellige', url: `${origin}/ar/` });
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${origin}/ar/`, inLanguage: 'ar' });
    expect(site!.potentialAction.target.urlTemplate).toBe(`${origin}/ar/shop/?s={search_term_string}`);
  });
});

describe('a page title', () => {
  it('keeps a long product name within what results show, cut at a word', () => {
    const name = 'Grand plat à couscous en terre cuite émaillée peint à la main de Safi, bleu de Fès';
    const title = shortTitle(name, 'Zellige');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toBe('Grand plat à couscous en terre cuite émaillée… | Zellige');
    expect(shortTitle('Mug', 'Zellige')).toBe('Mug | Zellige');
  });
});

describe('a private page’s head', () => {
  it('is out of the index, with no canonical address nor alternates (an order’s key is never written)', () => {
    const tags = headTags({
      head: { title: 'Commande reçue', ...PRIVATE_PAGE },
      status: 200,
      url: new URL(`${origin}/fr/checkout/order-received/12/?key=Zl1g3K3y`),
      locale: 'fr',
      imagePreload: null,
      fonts: [],
    });
    expect(tags).toContain('<meta name="robots" content="noindex"');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('hreflang');
    expect(tags).not.toContain('Zl1g3K3y');
  });
});
