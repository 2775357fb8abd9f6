/** One record of a CSV file and the line it starts on (1 is the header's), as a reader counts lines in an editor. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV as RFC 4180 writes it (WooCommerce's exporter does): fields separated by commas, quoted when they hold a
 * comma, a quote (doubled) or a line break; CRLF or LF; a byte-order mark ignored. Blank lines are skipped.
 * An unterminated quote is an error naming the line it opened on.
 */
export function* parseCsv(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    for (;;) {
      if (text[i] === '"') {
        const opened = line;
        i += 1;
        for (;;) {
          if (i >= n) throw new Error(`line ${opened}: a quoted field is never closed`);
          const c = text[i] as string;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (c === '\n') line += 1;
          field += c;
          i += 1;
        }
      }
      // Unquoted text, or what follows a closing quote up to the separator (kept, as spreadsheets do).
      while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      fields.push(field);
      field = '';
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === '\r') i += 1;
      if (text[i] === '\n') i += 1;
      line += 1;
      break;
    }
    if (fields.length === 1 && fields[0] === '') continue;
    yield { line: start, fields };
  }
}

/** Splits a list cell ("a, b, c") as WooCommerce writes one: commas separate, "\," is a comma inside an item. */
export function splitList(cell: string): string[] {
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i += 1) {
    const c = cell[i];
    if (c === '\\' && cell[i + 1] === ',') {
      item += ',';
      i += 1;
    } else if (c === ',') {
      items.push(item);
      item = '';
    } else item += c;
  }
  items.push(item);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}
