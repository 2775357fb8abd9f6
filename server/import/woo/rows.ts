import type { StockStatus } from '@domain/stock';
import { splitList } from '../csv';
import { htmlToText } from '../text';
import type { Columns } from './columns';

export const WOO_TYPES = ['simple', 'variable', 'variation', 'grouped', 'external'] as const;
export type WooType = (typeof WOO_TYPES)[number];

/** Another row named by a cell: "id:123" (its ID) or a SKU. */
export type Ref = { id: number } | { sku: string };

export interface WooAttribute {
  name: string;
  values: string[];
  visible: boolean;
  global: boolean;
}

/** One row of the export, read and checked on its own. Money in centimes, measures in grams and millimetres. */
export interface WooRow {
  line: number;
  type: WooType;
  id: number | null;
  sku: string | null;
  name: string;
  published: boolean;
  featured: boolean;
  shortDescription: string;
  description: string;
  regularPrice: number | null;
  salePrice: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  soldIndividually: boolean;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  /** Each category as its path from the top ("Ceramics > Plates" → ['Ceramics', 'Plates']). */
  categories: string[][];
  shippingClass: string | null;
  images: string[];
  parent: Ref | null;
  grouped: Ref[];
  externalUrl: string | null;
  buttonText: string | null;
  position: number;
  attributes: WooAttribute[];
}

/** Why a row is refused, in the report's words. */
export class RowProblem extends Error {}

const MAX_CENTIMES = 100_000_000_00;

function money(column: string, cell: string): number | null {
  if (cell === '') return null;
  const m = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(cell.replace(/\s/g, ''));
  if (!m) throw new RowProblem(`${column}: "${cell}" is not an amount (such as 120 or 99.50)`);
  const centimes = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (centimes > MAX_CENTIMES) throw new RowProblem(`${column}: ${cell} is more than the shop can price`);
  return centimes;
}

function count(column: string, cell: string, { signed = false } = {}): number | null {
  if (cell === '') return null;
  if (!(signed ? /^-?\d{1,9}$/ : /^\d{1,9}$/).test(cell))
    throw new RowProblem(`${column}: "${cell}" is not a whole number`);
  return Number(cell);
}

const GRAMS = { kg: 1000, g: 1, lbs: 453.59237, oz: 28.349523125 } as const;
const MILLIMETRES = { cm: 10, m: 1000, mm: 1, in: 25.4, yd: 914.4 } as const;

function measure(column: string, cell: string, factor: number): number | null {
  if (cell === '') return null;
  const value = Number(cell.replace(',', '.'));
  if (!/^\d+([.,]\d+)?$/.test(cell) || !Number.isFinite(value))
    throw new RowProblem(`${column}: "${cell}" is not a measure`);
  return Math.round(value * factor);
}

const yes = (cell: string) => ['1', 'yes', 'true'].includes(cell.toLowerCase());

// WooCommerce writes dates in the shop's time; this shop's clock is UTC+01:00 all year.
const SHOP_OFFSET = '+01:00';
const DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

/** A sale's start, or its end: a date alone ends after that day, as in WooCommerce. */
function date(column: string, cell: string, end: boolean): Date | null {
  if (cell === '') return null;
  const m = DATE.exec(cell);
  const problem = new RowProblem(`${column}: "${cell}" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM:SS)`);
  if (!m) throw problem;
  const [y, mo, d] = (m[1] as string).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  const at = new Date(`${m[1]}T${m[2] ?? '00:00'}:${m[3] ?? '00'}${SHOP_OFFSET}`);
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || Number.isNaN(at.getTime())) throw problem;
  if (!end) return at;
  if (m[2] === undefined) return new Date(at.getTime() + 86_400_000);
  // "23:59:59" is the last second of a day: the sale ends when it is over.
  return m[3] === '59' ? new Date(at.getTime() + 1000) : at;
}

function stock(c: (name: string) => string): { stockStatus: StockStatus; stockQuantity: number | null } {
  const stockQuantity = count('Stock', c('Stock'), { signed: true });
  const inStock = c('In stock?').toLowerCase();
  const backorders = c('Backorders allowed?').toLowerCase();
  let stockStatus: StockStatus;
  if (inStock === 'backorder' || inStock === 'onbackorder') stockStatus = 'onbackorder';
  else if (inStock === '' || yes(inStock)) stockStatus = 'instock';
  else if (inStock === '0' || inStock === 'no' || inStock === 'false') stockStatus = 'outofstock';
  else throw new RowProblem(`In stock?: "${c('In stock?')}" is not 1, 0 or backorder`);
  // Managed stock that has run out: backorders decide, as WooCommerce's own rule.
  if (stockQuantity !== null && stockQuantity <= 0)
    stockStatus = backorders === '1' || backorders === 'notify' || backorders === 'yes' ? 'onbackorder' : 'outofstock';
  return { stockStatus, stockQuantity: stockQuantity === null ? null : Math.max(0, stockQuantity) };
}

export function ref(cell: string): Ref {
  const m = /^id:(\d+)$/i.exec(cell);
  return m ? { id: Number(m[1]) } : { sku: cell };
}

function externalUrl(cell: string): string | null {
  if (cell === '') return null;
  let url: URL;
  try {
    url = new URL(cell);
  } catch {
    throw new RowProblem(`External URL: "${cell}" is not an address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RowProblem(`External URL: "${cell}" is not an http or https address`);
  return url.href;
}

/** Reads one record; throws RowProblem with the first thing wrong in it. */
export function readRow(columns: Columns, line: number, fields: string[]): WooRow {
  const c = (name: string) => columns.cell(fields, name);
  const types = splitList(c('Type').toLowerCase());
  const type = types.find((t): t is WooType => (WOO_TYPES as readonly string[]).includes(t));
  if (!type) throw new RowProblem(`Type: "${c('Type')}" is not simple, variable, variation, grouped or external`);
  const name = c('Name');
  if (name === '' && type !== 'variation') throw new RowProblem('Name: empty');
  const regularPrice = money('Regular price', c('Regular price'));
  const salePrice = money('Sale price', c('Sale price'));
  if ((type === 'simple' || type === 'external' || type === 'variation') && regularPrice === null)
    throw new RowProblem('Regular price: empty (a product without a price cannot be sold)');
  if (salePrice !== null && regularPrice !== null && salePrice >= regularPrice)
    throw new RowProblem(`Sale price: ${c('Sale price')} is not below the regular price ${c('Regular price')}`);
  const saleFrom = date('Date sale price starts', c('Date sale price starts'), false);
  const saleTo = date('Date sale price ends', c('Date sale price ends'), true);
  if (saleFrom && saleTo && saleTo <= saleFrom) throw new RowProblem('Date sale price ends: before the sale starts');
  const id = count('ID', c('ID'));
  const parentCell = c('Parent');
  if (type === 'variation' && parentCell === '') throw new RowProblem('Parent: empty (a variation needs its product)');
  const attributes = columns.attributes
    .map((n) => ({
      name: c(`Attribute ${n} name`),
      values: splitList(c(`Attribute ${n} value(s)`)),
      visible: c(`Attribute ${n} visible`) === '' || yes(c(`Attribute ${n} visible`)),
      global: yes(c(`Attribute ${n} global`)),
    }))
    .filter((a) => a.name !== '');
  if (type === 'variation' && attributes.some((a) => a.values.length > 1))
    throw new RowProblem('Attribute: a variation has one value per attribute');
  const external = externalUrl(c('External URL'));
  if (type === 'external' && external === null)
    throw new RowProblem('External URL: empty (an external product needs one)');
  return {
    line,
    type,
    id: id === 0 ? null : id,
    sku: c('SKU') || null,
    name,
    published: c('Published') === '' || c('Published') === '1',
    featured: yes(c('Is featured?')),
    shortDescription: htmlToText(c('Short description')),
    description: htmlToText(c('Description')),
    regularPrice,
    salePrice,
    saleFrom,
    saleTo,
    ...stock(c),
    soldIndividually: yes(c('Sold individually?')),
    weightGrams: measure('Weight', c('Weight'), GRAMS[columns.weightUnit]),
    lengthMm: measure('Length', c('Length'), MILLIMETRES[columns.lengthUnit]),
    widthMm: measure('Width', c('Width'), MILLIMETRES[columns.lengthUnit]),
    heightMm: measure('Height', c('Height'), MILLIMETRES[columns.lengthUnit]),
    categories: splitList(c('Categories')).map((path) =>
      path
        .split('>')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
    shippingClass: c('Shipping class') || null,
    images: splitList(c('Images')),
    parent: parentCell === '' ? null : ref(parentCell),
    grouped: splitList(c('Grouped products')).map(ref),
    externalUrl: external,
    buttonText: c('Button text') || null,
    position: count('Position', c('Position'), { signed: true }) ?? 0,
    attributes,
  };
}
