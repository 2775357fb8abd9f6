import { describe, expect, it } from 'vitest';
import { parseCsv, splitList } from '../../../server/import/csv';
import { htmlToText, slugify } from '../../../server/import/text';
import { readHeader } from '../../../server/import/woo/columns';
import { RowProblem, readRow } from '../../../server/import/woo/rows';

const records = (text: string) => [...parseCsv(text)].map((r) => [r.line, r.fields]);

describe('reading CSV as WooCommerce writes it', () => {
  it('reads quoted fields, doubled quotes, CRLF and line breaks inside quotes, counting lines as an editor does', () => {
    expect(records('\ufeffa,b,c\r\n1,"x, y","he said ""hi"""\r\n2,"two\nlines",\n\n3,,"z"')).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', 'x, y', 'he said "hi"']],
      [3, ['2', 'two\nlines', '']],
      [6, ['3', '', 'z']],
    ]);
  });

  it('names the line where a quote is never closed', () => {
    expect(() => records('a,b\n1,"open\n2,3\n')).toThrow('line 2: a quoted field is never closed');
  });

  it('splits list cells, "\\," being a comma inside an item', () => {
    expect(splitList('Bleu, Vert ,, Rouge\\, foncé')).toEqual(['Bleu', 'Vert', 'Rouge, foncé']);
  });
});

describe('texts', () => {
  it('turns a description’s HTML into paragraphs and list lines, entities decoded, tags dropped', () => {
    expect(
      htmlToText(
        '<h2>Titre</h2>\\n<p>Un &amp; deux&nbsp;: <strong>trois</strong></p><ul><li>a</li><li>b</li></ul><script>x()</script>',
      ),
    ).toBe('Titre\n\nUn & deux\u00a0: trois\n\n• a\n• b');
    expect(htmlToText('ligne<br>suivante &#233;t&#xE9;')).toBe('ligne\nsuivante été');
  });

  it('makes slugs from Latin names, nothing from others', () => {
    expect(slugify('Plat à tajine de Safi!')).toBe('plat-a-tajine-de-safi');
    expect(slugify('زربية')).toBe('');
  });
});

describe('a row', () => {
  const header = (extra: string[] = []) =>
    readHeader([
      'Type',
      'SKU',
      'Name',
      'Regular price',
      'Sale price',
      'Date sale price ends',
      'In stock?',
      'Stock',
      'Backorders allowed?',
      'Weight (lbs)',
      'Length (in)',
      ...extra,
    ]);
  const row = (cells: string[], extra: string[] = []) => readRow(header(extra), 2, cells);

  it('converts the measures from the units the header names', () => {
    const r = row(['simple', 'S', 'N', '10', '', '', '1', '', '', '2', '10']);
    expect([r.weightGrams, r.lengthMm]).toEqual([907, 254]);
  });

  it('ends a sale given to the last second of its day when that second is over, in the shop time', () => {
    expect(row(['simple', 'S', 'N', '10', '8', '2026-03-31 23:59:59', '1', '', '', '', '']).saleTo?.toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
  });

  it('puts managed stock that ran out on backorder when backorders are allowed, out of stock otherwise', () => {
    expect(row(['simple', 'S', 'N', '10', '', '', '1', '0', 'notify', '', '']).stockStatus).toBe('onbackorder');
    expect(row(['simple', 'S', 'N', '10', '', '', '1', '-2', '0', '', ''])).toMatchObject({
      stockStatus: 'outofstock',
      stockQuantity: 0,
    });
  });

  it('refuses a variation without its product, and an external product whose address is not http', () => {
    expect(() => row(['variation', 'S', '', '10', '', '', '1', '', '', '', ''], ['Parent'])).toThrow(
      new RowProblem('Parent: empty (a variation needs its product)'),
    );
    expect(() =>
      row(['external', 'S', 'N', '10', '', '', '1', '', '', '', '', 'javascript:alert(1)'], ['External URL']),
    ).toThrow('External URL: "javascript:alert(1)" is not an http or https address');
  });

  it('refuses a header that is not a WooCommerce export, or a unit WooCommerce does not use', () => {
    expect(() => readHeader(['Title', 'Price'])).toThrow('not a WooCommerce product export: no "Type" column');
    expect(() => readHeader(['Type', 'Name', 'SKU', 'Weight (stone)'])).toThrow("the header's weight unit");
  });
});
