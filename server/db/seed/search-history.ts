import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@domain/locales';
import { searchQuery } from '../../modules/search/repository';
import { type Db, queryRows } from '../client';
import { searchLog } from '../schema/index';

/**
 * What shoppers looked for, most searched first: words the catalogue really has, so that the search popup's
 * popular keywords are not empty on a fresh shop and each of them finds products.
 */
const KEYWORDS: Record<Locale, string[]> = {
  fr: ['tajine', 'tapis', 'mug', 'lanterne', 'babouches', 'céramique', 'bracelet', 'pouf', 'coussin', 'assiette'],
  en: ['tagine', 'rug', 'mug', 'lantern', 'babouches', 'ceramic', 'bracelet', 'pouf', 'cushion', 'plate'],
  ar: ['طاجين', 'زربية', 'كوب', 'فانوس', 'بلغة', 'خزفي', 'سوار', 'وسادة', 'حقيبة', 'صحن'],
};
/** Searches per keyword, in the order above: 11 + 9 + … + 2 = 62 rows per locale. */
const TIMES = [11, 9, 8, 7, 6, 5, 5, 4, 4, 3];
const HOUR = 3_600_000;

/**
 * Writes the demo search history. Texts, counts and spacing are fixed; times are relative to `now` (within the
 * last 60 days), since popular keywords only look back 90 days.
 */
export async function writeSearchHistory(db: Db, now = new Date()): Promise<number> {
  const rows: Array<typeof searchLog.$inferInsert> = [];
  for (const locale of LOCALES) {
    for (const [i, query] of KEYWORDS[locale].entries()) {
      const search = await searchQuery(db, locale, query);
      const [found] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from search_documents where locale = ${locale} and search_vector @@ ${search?.match ?? null}::tsquery`,
      );
      for (let k = 0; k < TIMES[i]!; k++) {
        // A spread of hours that looks irregular but is the same on every seed.
        const hoursAgo = ((i * 37 + k * 53) % 1440) + 1;
        rows.push({
          locale,
          query,
          resultCount: Number(found?.n ?? 0),
          createdAt: new Date(now.getTime() - hoursAgo * HOUR),
        });
      }
    }
  }
  await db.insert(searchLog).values(rows);
  return rows.length;
}
