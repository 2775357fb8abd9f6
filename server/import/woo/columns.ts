/** Where each WooCommerce column is in a file's header, and the units its measure columns name. */
export interface Columns {
  /** The cell of a column by its name (without a unit), '' when the file has no such column. */
  cell(fields: string[], name: string): string;
  has(name: string): boolean;
  /** Attribute column sets, in their numbers' order. */
  attributes: number[];
  weightUnit: 'kg' | 'g' | 'lbs' | 'oz';
  lengthUnit: 'cm' | 'm' | 'mm' | 'in' | 'yd';
  /** Columns the import reads nothing from, as named in the file. */
  ignored: string[];
}

/** The columns the import reads; a measure's unit is in parentheses in the header ("Weight (kg)"). */
export const READ_COLUMNS = [
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Short description',
  'Description',
  'Date sale price starts',
  'Date sale price ends',
  'In stock?',
  'Stock',
  'Backorders allowed?',
  'Sold individually?',
  'Weight',
  'Length',
  'Width',
  'Height',
  'Sale price',
  'Regular price',
  'Categories',
  'Shipping class',
  'Images',
  'Parent',
  'Grouped products',
  'External URL',
  'Button text',
  'Position',
] as const;

const ATTRIBUTE = /^Attribute (\d+) (name|value\(s\)|visible|global)$/;
const UNIT = /^(Weight|Length|Width|Height) \((\w+)\)$/;

export function readHeader(header: string[]): Columns {
  const index = new Map<string, number>();
  const ignored: string[] = [];
  const attributes = new Set<number>();
  let weightUnit: Columns['weightUnit'] = 'kg';
  let lengthUnit: Columns['lengthUnit'] = 'cm';
  header.forEach((raw, i) => {
    let name = raw.trim();
    const unit = UNIT.exec(name);
    if (unit) {
      name = unit[1] as string;
      const u = (unit[2] as string).toLowerCase();
      if (name === 'Weight') {
        if (u === 'kg' || u === 'g' || u === 'lbs' || u === 'oz') weightUnit = u;
        else throw new Error(`the header's weight unit is not one WooCommerce uses: ${raw}`);
      } else if (u === 'cm' || u === 'm' || u === 'mm' || u === 'in' || u === 'yd') lengthUnit = u;
      else throw new Error(`the header's length unit is not one WooCommerce uses: ${raw}`);
    }
    const attribute = ATTRIBUTE.exec(name);
    if (attribute) attributes.add(Number(attribute[1]));
    if (attribute || (READ_COLUMNS as readonly string[]).includes(name)) index.set(name, i);
    else ignored.push(raw.trim());
  });
  for (const required of ['Type', 'Name'])
    if (!index.has(required)) throw new Error(`not a WooCommerce product export: no "${required}" column`);
  if (!index.has('SKU') && !index.has('ID'))
    throw new Error('not a WooCommerce product export: neither an "ID" nor a "SKU" column');
  return {
    cell: (fields, name) => {
      const i = index.get(name);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    },
    has: (name) => index.has(name),
    attributes: [...attributes].sort((a, b) => a - b),
    weightUnit,
    lengthUnit,
    ignored: ignored.filter((c) => c !== ''),
  };
}
