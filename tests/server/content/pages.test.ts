import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@domain/content/blocks';
import { LOCALES } from '@domain/locales';
import { contentPages, contentPageTexts } from '../../../server/db/schema/index';
import { CONTENT_PAGES } from '../../../server/db/seed/content-plans';
import { writeContentPagesIfNone } from '../../../server/db/seed/content';
import { storePage } from '../../../server/modules/content/service';
import { HttpProblem } from '../../../server/http/problems';
import { buildTestApp } from '../support/app';
import { seedCartFixtures } from '../support/cart-fixtures';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';

/** Every block of a list, nested ones included. */
const flat = (blocks: Block[]): Block[] =>
  blocks.flatMap((b) =>
    b.type === 'collapsible' ? [b, ...flat(b.blocks)] : b.type === 'columns' ? [b, ...b.columns.flatMap(flat)] : [b],
  );

describe.each(databases)('content pages on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await buildTestApp(db.handle);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('serves each seeded page in three locales, with the same blocks, its pictures and products looked up', async () => {
    expect(CONTENT_PAGES.length).toBeGreaterThanOrEqual(5);
    for (const seed of CONTENT_PAGES) {
      const shapes: string[] = [];
      for (const locale of LOCALES) {
        const response = await app.inject({ url: `/api/pages/${seed.slug}?locale=${locale}` });
        expect(response.statusCode).toBe(200);
        const page = response.json<{ title: string; blocks: Block[] }>();
        expect(page.title).toBe(seed.title[locale]);
        const blocks = flat(page.blocks);
        shapes.push(blocks.map((b) => b.type).join(','));
        for (const block of blocks) {
          const pictures =
            block.type === 'image'
              ? [block.picture]
              : 'pictures' in block
                ? (block.pictures as typeof block.pictures)
                : [];
          for (const picture of pictures) {
            expect(picture.image?.srcset).toMatch(/^\/media\/\S+ 300w/);
            expect(picture.alt).not.toBe('');
          }
          if (block.type === 'product-carousel') {
            expect(block.cards.length).toBe(block.products.length);
          }
          // A page's form is one the shop has, in the page's locale.
          if (block.type === 'form') {
            const form = await app.inject({ url: `/api/forms/${block.form}?locale=${locale}` });
            expect(form.statusCode).toBe(200);
          }
        }
      }
      expect(new Set(shapes).size).toBe(1);
    }
    const formsOn = (slug: string) =>
      CONTENT_PAGES.find((p) => p.slug === slug)!.blocks.filter((b) => b.type === 'form');
    expect(formsOn('contact')).toEqual([{ type: 'form', form: 'contact' }]);
    expect(formsOn('custom-order')).toEqual([{ type: 'form', form: 'custom-order' }]);
  });

  it('lists the pages in menu order', async () => {
    const response = await app.inject({ url: '/api/pages?locale=ar' });
    expect(response.json()).toEqual(CONTENT_PAGES.map((p) => ({ slug: p.slug, title: p.title.ar })));
  });

  it('answers 404 page_not_found naming the slug for an unknown page, and for a malformed slug', async () => {
    for (const slug of ['no-such-page', 'About', '..%2Fetc']) {
      const response = await app.inject({ url: `/api/pages/${slug}?locale=fr` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'page_not_found', errors: [{ field: 'params.slug' }] });
    }
  });

  it('refuses to store an unknown block type, an unsafe link or a missing field, naming each, and stores nothing', async () => {
    const attempt = storePage(db.handle.db, 'refused', 9, {
      fr: {
        title: 'Refusée',
        blocks: [
          { type: 'heading', level: 2, text: 'Bonjour' },
          { type: 'marquee', text: 'Non' },
          { type: 'cta', text: 'Cliquez', href: 'javascript:alert(1)', emphasis: 'primary' },
        ],
      },
      ar: { title: 'مرفوضة', blocks: [{ type: 'text', paragraphs: [[{ text: '' }]] }] },
    });
    await expect(attempt).rejects.toBeInstanceOf(HttpProblem);
    const problem = (await attempt.catch((e: unknown) => e)) as HttpProblem;
    expect(problem.statusCode).toBe(422);
    expect(problem.problemCode).toBe('invalid_blocks');
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'fr.blocks.1.type', code: 'unknown_type' }),
      expect.objectContaining({ field: 'fr.blocks.2.href', code: 'invalid' }),
      expect.objectContaining({ field: 'ar.blocks.0.paragraphs.0.0.text', code: 'required' }),
    ]);
    const rows = await db.handle.db.select().from(contentPages).where(eq(contentPages.slug, 'refused'));
    expect(rows).toEqual([]);
  });

  it("answers what a page's carousel declares, and refuses a declared option out of range by its field", async () => {
    const artisans = await app.inject({ url: '/api/pages/artisans?locale=ar' });
    expect(artisans.json<{ blocks: unknown[] }>().blocks[0]).toMatchObject({
      type: 'image-carousel',
      gutter: { desktop: 16, tablet: 12 },
      nav: 'text',
      pagination: 'fraction-padded',
      loop: true,
    });
    const attempt = storePage(db.handle.db, 'refused', 9, {
      en: {
        title: 'Refused',
        blocks: [
          { type: 'image-carousel', label: 'Kilns', pictures: [{ asset: 1, alt: '' }], gutter: { tablet: 100 } },
        ],
      },
    });
    const problem = (await attempt.catch((e: unknown) => e)) as HttpProblem;
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'en.blocks.0.gutter.tablet', code: 'invalid' })]);
  });

  it('shows the artisans at work on their page: drawings of their own, each described in the locale', async () => {
    for (const locale of LOCALES) {
      const page = (await app.inject({ url: `/api/pages/artisans?locale=${locale}` })).json<{ blocks: Block[] }>();
      const carousels = page.blocks.filter((b) => b.type === 'image-carousel' || b.type === 'gallery');
      expect(carousels).toHaveLength(2);
      for (const block of carousels) {
        const files = block.pictures.map((p) => p.image?.full.src ?? '');
        expect(files.map((src) => src.match(/\/media\/artisan-([a-z]+)-/)?.[1])).toEqual([
          'potter',
          'painter',
          'weaver',
          'leather',
          'smith',
        ]);
        expect(new Set(block.pictures.map((p) => p.alt)).size).toBe(5);
      }
    }
    const [fr, ar] = await Promise.all(
      ['fr', 'ar'].map(async (l) => (await app.inject({ url: `/api/pages/artisans?locale=${l}` })).json()),
    );
    expect(fr.blocks[0].pictures[0].alt).toBe('Un potier de Safi monte un vase au tour');
    expect(ar.blocks[0].pictures[0].alt).toBe('خزّاف من آسفي يرفع مزهرية على الدولاب');
  });

  it('replaces a stored page in place, keeping its other locales', async () => {
    await storePage(db.handle.db, 'about', 0, {
      en: { title: 'About us', blocks: [{ type: 'heading', level: 2, text: 'New' }] },
    });
    const en = await app.inject({ url: '/api/pages/about?locale=en' });
    expect(en.json()).toMatchObject({ title: 'About us', blocks: [{ type: 'heading', text: 'New' }] });
    const fr = await app.inject({ url: '/api/pages/about?locale=fr' });
    expect(fr.json<{ title: string }>().title).toBe(CONTENT_PAGES[0]!.title.fr);
    const texts = await db.handle.db.select().from(contentPageTexts);
    expect(texts.length).toBe(CONTENT_PAGES.length * LOCALES.length);
  });
});

describe.each(databases)('content pages added on a later start on %s', (kind) => {
  it('come back to a demo shop that has none, and stay away from a shop without the products they picture', async () => {
    const demo = await openTestDatabase(kind);
    const own = await openTestDatabase(kind, { seed: false });
    try {
      await demo.handle.db.delete(contentPages);
      expect(await writeContentPagesIfNone(demo.handle.db)).toBe(true);
      expect((await demo.handle.db.select().from(contentPages)).length).toBe(CONTENT_PAGES.length);
      expect(await writeContentPagesIfNone(demo.handle.db)).toBe(false);

      await seedCartFixtures(own.handle.db);
      expect(await writeContentPagesIfNone(own.handle.db)).toBe(false);
      expect(await own.handle.db.select().from(contentPages)).toEqual([]);
    } finally {
      await demo.close();
      await own.close();
    }
  });
});
