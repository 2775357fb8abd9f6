import { sql } from 'drizzle-orm';
import type { Locale } from '@domain/locales';
import { type Db, queryRows } from '../../db/client';
import { SEARCH_CONFIGS } from '../../db/schema/index';
import { normaliseSearch, queryWords } from './words';

/** A search is 'thin' below this many results: then a corrected query is suggested. */
export const SUGGEST_BELOW = 3;
/** Lowest trigram similarity for a dictionary word to replace an unknown one. */
const MIN_SIMILARITY = 0.3;
const POPULAR_DAYS = 90;

/** A search as two tsqueries (text, fed back as parameters) that match the same documents. */
export interface SearchQuery {
  /** Every word in the locale's stemmer or unstemmed form: what relevance is ranked by (ts_rank). */
  rank: string;
  /**
   * The same matches, asked of the text index more cheaply: a last word's plain prefix is left out when its stemmed
   * prefix already covers it ('mugs':* begins with 'mug', so 'mug':* finds all it finds). A prefix lookup gathers
   * every document of every word it covers, so each one left out saves a pass over them: 'tagine' at 100 000
   * products looked 'tagin' and 'tagine' up twice. ts_rank counts each word of its query, so ranking keeps `rank`.
   */
  match: string;
}

/**
 * The tsqueries for a search: every word must match, in the locale's stemmer or unstemmed, and the last one as a
 * prefix (live search sees 'tagi' before 'tagine'). Stop words are dropped. null when nothing searchable is left
 * (e.g. only stop words): the search finds nothing.
 */
export async function searchQuery(db: Db, locale: Locale, text: string): Promise<SearchQuery | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const config = SEARCH_CONFIGS[locale];
  const [row] = await queryRows<{ rank: string | null; match: string | null }>(
    db,
    // Each word is quoted ('w'), so that whatever the parser makes of it, to_tsquery() never sees bad syntax. A word
    // the stemmer leaves as it is ('mug') is asked once, not twice: the text index would look it up twice, while
    // ts_rank already counts repeated words once. `left(…, -3)` is a one-word prefix query's text without its
    // closing ':* (`'mug':*` becomes `'mug`), which the plain form's text must begin with to be covered.
    sql`select string_agg('(' || (case when same then stemmed else stemmed || plain end)::text || ')', ' & ' order by ord) as rank,
               string_agg('(' || (case when same or covered then stemmed else stemmed || plain end)::text || ')', ' & ' order by ord) as match
        from (
          select stemmed, plain, ord, stemmed = plain as same,
                 prefix and numnode(stemmed) = 1 and numnode(plain) = 1 and starts_with(plain::text, left(stemmed::text, -3)) as covered
          from (
            select to_tsquery(${config}::regconfig, w || suffix) as stemmed, to_tsquery('simple', w || suffix) as plain, suffix <> '' as prefix, ord
            from (
              select '''' || zellige_unaccent(x) || '''' as w, case when ord = ${words.length} then ':*' else '' end as suffix, ord
              from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as t(x, ord)
            ) words
            where numnode(to_tsquery(${config}::regconfig, w)) > 0
          ) forms
        ) checked`,
  );
  return row?.rank && row.match ? { rank: row.rank, match: row.match } : null;
}

/**
 * 'Did you mean': each word the dictionary does not know is replaced by its most similar dictionary word
 * (trigram similarity ≥ 0.3, then the commonest). With `partialLast`, a last word that begins a known word counts as
 * known (live search). null when no word changes.
 */
export async function suggestQuery(db: Db, locale: Locale, text: string, partialLast = false): Promise<string | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const rows = await queryRows<{ ord: number; original: string; known: boolean; best: string | null }>(
    db,
    sql`select ord, original,
          exists (select 1 from search_words d where d.locale = ${locale}
                  and (d.word = norm or (${partialLast} and ord = ${words.length} and d.word like norm || '%'))) as known,
          (select d.display from search_words d
            where d.locale = ${locale} and d.word % norm and similarity(d.word, norm) >= ${MIN_SIMILARITY}
            order by similarity(d.word, norm) desc, d.frequency desc, d.word limit 1) as best
        from (
          select x as original, lower(zellige_unaccent(x)) as norm, ord
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as t(x, ord)
        ) words
        order by ord`,
  );
  let changed = false;
  const corrected = rows.map((r) => {
    if (r.known || r.best === null || r.best === r.original) return r.original;
    changed = true;
    return r.best;
  });
  return changed ? corrected.join(' ') : null;
}

/** Records a submitted search (the listing's first page with `s`). */
export async function logSearch(db: Db, locale: Locale, text: string, resultCount: number): Promise<void> {
  const query = normaliseSearch(text);
  if (query === '') return;
  await db.execute(
    sql`insert into search_log (locale, query, result_count) values (${locale}, ${query}, ${resultCount})`,
  );
}

/** The most searched queries of the last 90 days that found something, most searched first. */
export async function popularKeywords(db: Db, locale: Locale, limit = 8, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - POPULAR_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ query: string }>(
    db,
    sql`select query from search_log
        where locale = ${locale} and created_at >= ${since}::timestamptz and result_count > 0
        group by query
        order by count(*) desc, max(created_at) desc, query
        limit ${limit}`,
  );
  return rows.map((r) => r.query);
}

/**
 * Rebuilds the 'did you mean' dictionary from product, category and term names. Words are split on spaces and
 * punctuation (also Arabic and typographic marks); one-letter words are left out.
 */
export async function rebuildSearchWords(db: Db): Promise<void> {
  const separators = `[[:space:][:punct:]’‘«»“”،؛؟]+`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_words`);
    await tx.execute(sql`
      insert into search_words (locale, word, display, frequency)
      select locale, lower(zellige_unaccent(w)), mode() within group (order by lower(w)), count(*)::int
      from (
        select locale, regexp_split_to_table(name, ${separators}) as w from product_translations
        union all select locale, regexp_split_to_table(name, ${separators}) from category_translations
        union all select locale, regexp_split_to_table(name, ${separators}) from term_translations
      ) words
      where length(w) > 1
      group by locale, lower(zellige_unaccent(w))`);
  });
}

/** Builds the dictionary when it is empty (a database seeded before it existed). */
export async function ensureSearchWords(db: Db): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from search_words limit 1) w`,
  );
  if (Number(row?.n ?? 0) === 0) await rebuildSearchWords(db);
}
