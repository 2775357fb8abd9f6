import { parseCsv } from '../csv';
import { readHeader } from './columns';
import { type Ref, RowProblem, type WooRow, readRow } from './rows';

/** A product as it goes in: its row, and a variable product's variation rows. */
export interface ProductPlan {
  row: WooRow;
  variations: WooRow[];
}

export interface LineNote {
  line: number;
  reason: string;
}

export interface Plan {
  /** Simple, variable and external products first, then grouped ones (their children may come from this file). */
  products: ProductPlan[];
  refused: LineNote[];
  skipped: LineNote[];
  /** Columns of the file the import reads nothing from. */
  ignoredColumns: string[];
  rows: number;
}

const refText = (r: Ref) => ('id' in r ? `id:${r.id}` : r.sku);
const norm = (s: string) => s.trim().toLowerCase();

/** Reads a WooCommerce product export and decides what goes in together and what is refused, line by line. */
export function planImport(text: string): Plan {
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new Error('the file is empty');
  const columns = readHeader(header.value.fields);
  const refused: LineNote[] = [];
  const skipped: LineNote[] = [];
  const rows: WooRow[] = [];
  let count = 0;
  for (const { line, fields } of records) {
    count += 1;
    try {
      rows.push(readRow(columns, line, fields));
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      refused.push({ line, reason: err.message });
    }
  }

  // SKUs and IDs name one row each (WooCommerce's own rule); a repeat is refused, the first kept.
  const bySku = new Map<string, WooRow>();
  const byId = new Map<number, WooRow>();
  const unique: WooRow[] = [];
  for (const row of rows) {
    const other = (row.sku && bySku.get(row.sku)) || (row.id !== null && byId.get(row.id));
    if (other) {
      const what = row.sku && bySku.has(row.sku) ? `SKU ${row.sku}` : `ID ${row.id}`;
      refused.push({ line: row.line, reason: `${what} is also on line ${other.line}` });
      continue;
    }
    if (row.sku) bySku.set(row.sku, row);
    if (row.id !== null) byId.set(row.id, row);
    unique.push(row);
  }

  const find = (r: Ref) => ('id' in r ? byId.get(r.id) : bySku.get(r.sku));
  const plans = new Map<WooRow, ProductPlan>();
  for (const row of unique) if (row.type !== 'variation') plans.set(row, { row, variations: [] });
  const failed = new Map<WooRow, LineNote>();
  for (const row of unique) {
    if (row.type !== 'variation') continue;
    const parent = find(row.parent!);
    const refuse = (reason: string) => refused.push({ line: row.line, reason });
    if (!parent || parent.type === 'variation') refuse(`Parent: ${refText(row.parent!)} is not a product of this file`);
    else if (parent.type !== 'variable') refuse(`Parent: the product on line ${parent.line} is not variable`);
    else {
      const problem = variationProblem(row, parent);
      if (problem) {
        refuse(problem);
        failed.set(parent, { line: parent.line, reason: `its variation on line ${row.line} was refused` });
      }
      plans.get(parent)!.variations.push(row);
    }
  }
  // A product and its variations go in together or not at all.
  const products: ProductPlan[] = [];
  for (const plan of plans.values()) {
    const failure = failed.get(plan.row);
    if (failure) {
      refused.push(failure);
      for (const v of plan.variations)
        if (!refused.some((r) => r.line === v.line))
          refused.push({ line: v.line, reason: `its product (line ${plan.row.line}) was refused` });
    } else if (!plan.row.published) {
      skipped.push({ line: plan.row.line, reason: 'not published' });
      for (const v of plan.variations)
        skipped.push({ line: v.line, reason: `its product (line ${plan.row.line}) is not published` });
    } else products.push(plan);
  }
  products.sort((a, b) => Number(a.row.type === 'grouped') - Number(b.row.type === 'grouped'));
  refused.sort((a, b) => a.line - b.line);
  skipped.sort((a, b) => a.line - b.line);
  return { products, refused, skipped, ignoredColumns: columns.ignored, rows: count };
}

/** A variation's attributes must be its product's, each with one of its values or '' (any). */
function variationProblem(variation: WooRow, parent: WooRow): string | null {
  for (const a of variation.attributes) {
    const own = parent.attributes.find((p) => norm(p.name) === norm(a.name));
    if (!own) return `Attribute: ${a.name} is not an attribute of its product (line ${parent.line})`;
    const value = a.values[0];
    if (value !== undefined && !own.values.some((v) => norm(v) === norm(value)))
      return `Attribute: ${a.name} "${value}" is not one of its product's values (${own.values.join(', ')})`;
  }
  return null;
}
