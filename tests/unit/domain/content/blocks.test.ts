import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, deviceModesQuery, formsIn, isLightboxLink, pictureSizes } from '@domain/content/blocks';
import { isPageSlug, isSafeHref, validateBlocks } from '@domain/content/validate';

const picture = { asset: 3, alt: 'Un bol' };

describe('content blocks as stored', () => {
  it('accepts every block type with its fields, nested ones included', () => {
    const result = validateBlocks([
      { type: 'heading', level: 2, text: 'Titre' },
      { type: 'text', paragraphs: [[{ text: 'Voir ' }, { text: 'la boutique', href: '/shop/', strong: true }]] },
      { type: 'image', picture: { ...picture, title: 'Safi', description: 'Émail' }, lightbox: true },
      { type: 'gallery', pictures: [picture, { asset: 4, alt: '' }] },
      { type: 'image-carousel', label: 'Ateliers', pictures: [picture], items: { desktop: 1 }, autoplay: 3000 },
      { type: 'product-carousel', title: 'À voir', products: ['a-mug'], items: { desktop: 4, mobile: 1 } },
      {
        type: 'collapsible',
        title: 'Retours',
        titleLevel: 2,
        on: ['mobile'],
        status: 'closed',
        blocks: [
          { type: 'columns', columns: [[{ type: 'cta', text: 'Écrire', href: '/contact/', emphasis: 'primary' }]] },
        ],
      },
      { type: 'form', form: 'custom-order' },
    ]);
    expect(result.ok).toBe(true);
  });

  it('finds the forms a page holds, inside sections and columns too, in page order', () => {
    expect(
      formsIn([
        { type: 'form', form: 'contact' },
        { type: 'heading', level: 2, text: 'x' },
        {
          type: 'collapsible',
          title: 'x',
          titleLevel: 2,
          on: [],
          status: 'open',
          blocks: [{ type: 'columns', columns: [[], [{ type: 'form', form: 'custom-order' }]] }],
        },
      ]),
    ).toEqual(['contact', 'custom-order']);
  });

  it('refuses a form block without a form slug, or with one that is not a slug', () => {
    expect(validateBlocks([{ type: 'form' }, { type: 'form', form: '../admin' }])).toEqual({
      ok: false,
      errors: [
        { field: 'blocks.0.form', code: 'invalid' },
        { field: 'blocks.1.form', code: 'invalid' },
      ],
    });
  });

  it('keeps a form in a popup with its button’s words, and refuses a popup without them', () => {
    const popup = { type: 'form', form: 'contact', popup: { button: 'A question? Write to us' } };
    expect(validateBlocks([popup])).toEqual({ ok: true, blocks: [popup] });
    expect(
      validateBlocks([
        { type: 'form', form: 'contact', popup: {} },
        { type: 'form', form: 'contact', popup: 'yes' },
        { type: 'form', form: 'contact', popup: { button: 'x'.repeat(201) } },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'blocks.0.popup.button', code: 'required' },
        { field: 'blocks.1.popup', code: 'invalid' },
        { field: 'blocks.2.popup.button', code: 'too_long' },
      ],
    });
  });

  it('refuses an unknown block type, naming it, and keeps checking the others', () => {
    const result = validateBlocks([
      { type: 'script', code: 'alert(1)' },
      { type: 'heading', level: 5, text: '' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'blocks.0.type', code: 'unknown_type' },
        { field: 'blocks.1.level', code: 'invalid' },
        { field: 'blocks.1.text', code: 'required' },
      ],
    });
  });

  it('refuses links that leave for anything but https, and protocol-relative ones', () => {
    expect(isSafeHref('/shop/')).toBe(true);
    expect(isSafeHref('https://example.ma/')).toBe(true);
    for (const href of ['javascript:alert(1)', 'http://example.ma/', '//evil.example/', 'data:text/html,x', 'shop'])
      expect(isSafeHref(href)).toBe(false);
    const result = validateBlocks([{ type: 'text', paragraphs: [[{ text: 'x', href: 'javascript:alert(1)' }]] }]);
    expect(result).toMatchObject({ ok: false, errors: [{ field: 'blocks.0.paragraphs.0.0.href', code: 'invalid' }] });
  });

  it('refuses more blocks, pictures or nesting than a page keeps', () => {
    const many = Array.from({ length: CONTENT_LIMITS.blocks + 1 }, () => ({ type: 'heading', level: 2, text: 'x' }));
    expect(validateBlocks(many)).toMatchObject({ ok: false, errors: [{ field: 'blocks', code: 'too_many' }] });
    const pictures = Array.from({ length: CONTENT_LIMITS.pictures + 1 }, () => picture);
    expect(validateBlocks([{ type: 'gallery', pictures }])).toMatchObject({
      ok: false,
      errors: [{ field: 'blocks.0.pictures', code: 'too_many' }],
    });
    let nested: unknown = [{ type: 'heading', level: 2, text: 'deep' }];
    for (let i = 0; i < CONTENT_LIMITS.depth; i++) nested = [{ type: 'columns', columns: [nested] }];
    const deep = validateBlocks(nested);
    expect(deep.ok).toBe(false);
    expect(!deep.ok && deep.errors[0]!.code).toBe('too_deep');
  });

  it('refuses a list that is not one, a picture without an asset and a text too long', () => {
    expect(validateBlocks({ type: 'heading' })).toMatchObject({ ok: false, errors: [{ field: 'blocks' }] });
    expect(validateBlocks([{ type: 'image', picture: { alt: 'x' }, lightbox: true }])).toMatchObject({
      ok: false,
      errors: [{ field: 'blocks.0.picture.asset', code: 'invalid' }],
    });
    expect(
      validateBlocks([{ type: 'text', paragraphs: [[{ text: 'x'.repeat(CONTENT_LIMITS.text + 1) }]] }]),
    ).toMatchObject({ ok: false, errors: [{ code: 'too_long' }] });
  });

  it('takes slugs of lower-case words and hyphens only', () => {
    expect(isPageSlug('custom-order')).toBe(true);
    for (const slug of ['About', 'a--b', '-a', 'a/b', '..', '']) expect(isPageSlug(slug)).toBe(false);
  });
});

describe('collapsible sections and the lightbox', () => {
  it('fold on the device modes listed, by the page builder’s widths', () => {
    expect(deviceModesQuery(['mobile'])).toBe('(max-width: 575px)');
    expect(deviceModesQuery(['tablet'])).toBe('(min-width: 576px) and (max-width: 991px)');
    expect(deviceModesQuery(['desktop', 'mobile'])).toBe('(max-width: 575px), (min-width: 992px)');
    expect(deviceModesQuery([])).toBe('not all');
  });

  it('open image links by their extension, whatever the case, a query or fragment aside', () => {
    for (const href of ['/media/a.webp', '/a.JPG', '/a.jpeg?x=1', '/a.png#top', '/a.gif', '/a.svg', '/a.avif'])
      expect(isLightboxLink(href)).toBe(true);
    for (const href of ['/media/a.pdf', '/shop/', '/a.webp/page', '/folder.png/'])
      expect(isLightboxLink(href)).toBe(false);
  });
});

describe('the sizes a content picture is fetched for', () => {
  it('divide the content column by the pictures to a row, less the gaps, widest layout first', () => {
    expect(
      pictureSizes([
        { minWidth: 0, perView: 1, gap: 0 },
        { minWidth: 768, perView: 2, gap: 16 },
        { minWidth: 1200, perView: 3, gap: 24 },
      ]),
    ).toBe(
      '(min-width: 1200px) calc((min(100vw - 48px, 1232px) - 48px) / 3), ' +
        '(min-width: 768px) calc((min(100vw - 48px, 1232px) - 16px) / 2), ' +
        'calc(min(100vw - 32px, 1232px))',
    );
  });
});
