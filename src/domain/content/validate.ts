/**
 * The check a page's blocks pass before they are stored: every block of a known type, every field of the right kind
 * and within the limits, links to the shop or to https only. Written once for the server's store and the seed.
 */
import { BLOCK_TYPES, CONTENT_LIMITS, DEVICE_MODES, type StoredBlock, type StoredPicture } from './blocks';
import { carouselOptionErrors } from './carousel-block';

export type ContentErrorCode = 'unknown_type' | 'required' | 'invalid' | 'too_long' | 'too_many' | 'too_deep';

/** A refusal, naming the field as a path from the list ('blocks.2.columns.0.1.text'). */
export interface ContentError {
  field: string;
  code: ContentErrorCode;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An address a link may lead to: a path in the shop (not '//', which leaves it) or an https address. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

class Checker {
  readonly errors: ContentError[] = [];

  fail(field: string, code: ContentErrorCode) {
    this.errors.push({ field, code });
  }

  text(value: unknown, field: string, { optional = false, max = CONTENT_LIMITS.title as number } = {}) {
    if (value === undefined && optional) return;
    if (typeof value !== 'string' || (!optional && value.trim() === '')) return this.fail(field, 'required');
    if (value.length > max) this.fail(field, 'too_long');
  }

  oneOf(value: unknown, allowed: readonly unknown[], field: string, optional = false) {
    if (value === undefined && optional) return;
    if (!allowed.includes(value)) this.fail(field, 'invalid');
  }

  count(value: unknown, field: string, max: number, min = 1): value is unknown[] {
    if (!Array.isArray(value)) {
      this.fail(field, 'required');
      return false;
    }
    if (value.length < min) this.fail(field, 'required');
    if (value.length > max) this.fail(field, 'too_many');
    return value.length <= max;
  }

  href(value: unknown, field: string) {
    if (typeof value !== 'string' || value === '') return this.fail(field, 'required');
    if (!isSafeHref(value)) this.fail(field, 'invalid');
  }

  picture(value: unknown, field: string) {
    if (!isObj(value)) return this.fail(field, 'required');
    const { asset } = value as Partial<StoredPicture>;
    if (typeof asset !== 'number' || !Number.isInteger(asset) || asset < 1) this.fail(`${field}.asset`, 'invalid');
    this.text(value.alt, `${field}.alt`, { optional: value.alt === '' });
    this.text(value.title, `${field}.title`, { optional: true });
    this.text(value.description, `${field}.description`, { optional: true, max: CONTENT_LIMITS.text });
  }

  pictures(value: unknown, field: string) {
    if (this.count(value, field, CONTENT_LIMITS.pictures)) value.forEach((p, i) => this.picture(p, `${field}.${i}`));
  }

  carousel(block: Obj, at: string) {
    this.errors.push(...carouselOptionErrors(block, at));
  }

  paragraphs(value: unknown, field: string) {
    if (!this.count(value, field, 50)) return;
    value.forEach((paragraph, p) => {
      if (!this.count(paragraph, `${field}.${p}`, 50)) return;
      paragraph.forEach((span, s) => {
        const at = `${field}.${p}.${s}`;
        if (!isObj(span)) return this.fail(at, 'invalid');
        this.text(span.text, `${at}.text`, { max: CONTENT_LIMITS.text });
        for (const flag of ['strong', 'em'] as const)
          if (span[flag] !== undefined && typeof span[flag] !== 'boolean') this.fail(`${at}.${flag}`, 'invalid');
        if (span.href !== undefined) this.href(span.href, `${at}.href`);
      });
    });
  }

  list(value: unknown, field: string, depth: number) {
    if (depth > CONTENT_LIMITS.depth) return this.fail(field, 'too_deep');
    if (this.count(value, field, CONTENT_LIMITS.blocks)) value.forEach((b, i) => this.block(b, `${field}.${i}`, depth));
  }

  block(value: unknown, at: string, depth: number) {
    if (!isObj(value)) return this.fail(at, 'invalid');
    const type = value.type;
    if (!(BLOCK_TYPES as readonly unknown[]).includes(type)) return this.fail(`${at}.type`, 'unknown_type');
    const b = value;
    switch (type as StoredBlock['type']) {
      case 'heading':
        this.oneOf(b.level, [2, 3], `${at}.level`);
        return this.text(b.text, `${at}.text`);
      case 'text':
        return this.paragraphs(b.paragraphs, `${at}.paragraphs`);
      case 'image':
        this.picture(b.picture, `${at}.picture`);
        return this.oneOf(b.lightbox, [true, false], `${at}.lightbox`);
      case 'gallery':
        this.text(b.title, `${at}.title`, { optional: true });
        return this.pictures(b.pictures, `${at}.pictures`);
      case 'image-carousel':
        this.text(b.label, `${at}.label`);
        this.pictures(b.pictures, `${at}.pictures`);
        return this.carousel(b, at);
      case 'product-carousel':
        this.text(b.title, `${at}.title`);
        if (this.count(b.products, `${at}.products`, CONTENT_LIMITS.products))
          b.products.forEach((slug, i) => this.text(slug, `${at}.products.${i}`));
        return this.carousel(b, at);
      case 'collapsible':
        this.text(b.title, `${at}.title`);
        this.oneOf(b.titleLevel, [2, 3], `${at}.titleLevel`);
        if (this.count(b.on, `${at}.on`, DEVICE_MODES.length, 0))
          b.on.forEach((mode, i) => this.oneOf(mode, DEVICE_MODES, `${at}.on.${i}`));
        this.oneOf(b.status, ['open', 'closed'], `${at}.status`);
        return this.list(b.blocks, `${at}.blocks`, depth + 1);
      case 'columns':
        if (this.count(b.columns, `${at}.columns`, CONTENT_LIMITS.columns))
          b.columns.forEach((column, i) => this.list(column, `${at}.columns.${i}`, depth + 1));
        return;
      case 'cta':
        this.text(b.text, `${at}.text`);
        this.href(b.href, `${at}.href`);
        return this.oneOf(b.emphasis, ['primary', 'secondary'], `${at}.emphasis`);
      case 'form':
        if (typeof b.form !== 'string' || !isPageSlug(b.form)) this.fail(`${at}.form`, 'invalid');
        if (b.popup === undefined) return;
        if (!isObj(b.popup)) return this.fail(`${at}.popup`, 'invalid');
        return this.text(b.popup.button, `${at}.popup.button`);
    }
  }
}

/** The blocks, when every one passes; else every refusal, each naming its field. */
export function validateBlocks(
  input: unknown,
): { ok: true; blocks: StoredBlock[] } | { ok: false; errors: ContentError[] } {
  const checker = new Checker();
  checker.list(input, 'blocks', 1);
  return checker.errors.length === 0
    ? { ok: true, blocks: input as StoredBlock[] }
    : { ok: false, errors: checker.errors };
}

/** The page whose blocks the home page draws under its catalogue; its own address leads to the home page. */
export const HOME_PAGE_SLUG = 'home';

/** A page's slug: lower-case letters, digits and hyphens, as the address shows it. */
export const isPageSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80;
