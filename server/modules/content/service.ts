import type { Locale } from '@domain/locales';
import type { Block, ContentPage, Picture, StoredBlock, StoredPicture } from '@domain/content/blocks';
import { isPageSlug, validateBlocks } from '@domain/content/validate';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { productCards } from '../listing/repository/cards';
import type { ProductCard } from '../listing/schemas';
import { toGalleryImage } from '../media/images';
import { renditionsOf } from '../media/repository';
import { findPage, listPages, productIdsBySlug, writePage, type PageText } from './repository';

/** Content pictures are as wide as the page's content column at most. */
const CONTENT_SIZES = '(min-width: 1280px) 1232px, calc(100vw - 32px)';

const pageNotFound = (slug: string) =>
  new HttpProblem(404, 'page_not_found', `No page '${slug}'.`, {
    errors: [{ field: 'params.slug', code: 'not_found', message: 'There is no page at this address.' }],
  });

/** Every picture and product slug the blocks name, depth first. */
function collect(blocks: StoredBlock[], pictures: StoredPicture[], slugs: string[]) {
  for (const block of blocks) {
    if (block.type === 'image') pictures.push(block.picture);
    else if (block.type === 'gallery' || block.type === 'image-carousel') pictures.push(...block.pictures);
    else if (block.type === 'product-carousel') slugs.push(...block.products);
    else if (block.type === 'collapsible') collect(block.blocks, pictures, slugs);
    else if (block.type === 'columns') for (const column of block.columns) collect(column, pictures, slugs);
  }
}

/** The blocks as answered: pictures with their renditions, product carousels with the cards still on sale. */
async function resolve(db: Db, blocks: StoredBlock[], locale: Locale): Promise<Block<ProductCard>[]> {
  const pictures: StoredPicture[] = [];
  const slugs: string[] = [];
  collect(blocks, pictures, slugs);
  const [renditions, ids] = await Promise.all([
    renditionsOf(
      db,
      pictures.map((p) => p.asset),
    ),
    productIdsBySlug(db, slugs),
  ]);
  const cards = new Map((await productCards(db, [...ids.values()], locale)).map((card) => [card.id, card]));
  const picture = (p: StoredPicture): Picture => ({
    ...p,
    image: toGalleryImage(p.asset, renditions.get(p.asset), p.alt, CONTENT_SIZES),
  });
  const map = (list: StoredBlock[]): Block<ProductCard>[] =>
    list.map((block): Block<ProductCard> => {
      switch (block.type) {
        case 'image':
          return { ...block, picture: picture(block.picture) };
        case 'gallery':
        case 'image-carousel':
          return { ...block, pictures: block.pictures.map(picture) };
        case 'product-carousel':
          return {
            ...block,
            cards: block.products.flatMap((slug) => {
              const card = cards.get(ids.get(slug) ?? -1);
              return card ? [card] : [];
            }),
          };
        case 'collapsible':
          return { ...block, blocks: map(block.blocks) };
        case 'columns':
          return { ...block, columns: block.columns.map(map) };
        default:
          return block;
      }
    });
  return map(blocks);
}

/** A page in the shopper's locale, ready to draw; 404 page_not_found when there is none. */
export async function contentPage(db: Db, slug: string, locale: Locale): Promise<ContentPage<ProductCard>> {
  const text = isPageSlug(slug) ? await findPage(db, slug, locale) : null;
  if (!text) throw pageNotFound(slug);
  return { slug, title: text.title, description: text.description, blocks: await resolve(db, text.blocks, locale) };
}

/** The pages' slugs and titles in one locale (the footer's links). */
export const pageLinks = (db: Db, locale: Locale) => listPages(db, locale);

/**
 * Stores a page after checking every locale's blocks: an unknown block type, a missing field or an unsafe link is
 * refused (422 invalid_blocks, each error naming its field, as 'fr.blocks.2.type') and nothing is stored.
 */
export async function storePage(
  db: Db,
  slug: string,
  position: number,
  texts: Partial<Record<Locale, { title: string; description?: string; blocks: unknown }>>,
) {
  if (!isPageSlug(slug)) {
    throw new HttpProblem(422, 'invalid_blocks', `'${slug}' is not a page slug.`, {
      errors: [{ field: 'slug', code: 'invalid', message: 'A slug holds lower-case letters, digits and hyphens.' }],
    });
  }
  const checked: Partial<Record<Locale, PageText>> = {};
  const errors: { field: string; code: string; message: string }[] = [];
  for (const [locale, text] of Object.entries(texts) as [Locale, NonNullable<(typeof texts)[Locale]>][]) {
    const result = validateBlocks(text.blocks);
    if (!result.ok) {
      for (const e of result.errors)
        errors.push({
          field: `${locale}.${e.field}`,
          code: e.code,
          message: e.code === 'unknown_type' ? 'This block type does not exist.' : 'This field is not valid.',
        });
    } else if (text.title.trim() === '') {
      errors.push({ field: `${locale}.title`, code: 'required', message: 'A page needs a title.' });
    } else {
      checked[locale] = { title: text.title, description: text.description ?? '', blocks: result.blocks };
    }
  }
  if (errors.length > 0) {
    throw new HttpProblem(422, 'invalid_blocks', 'Some blocks of the page are not valid.', { errors });
  }
  await writePage(db, slug, position, checked);
}
