/**
 * The primary menu as data: Home, Shop, then each top-level category with its children.
 * Plain TypeScript (no React, no fetch): labels that need translating are passed in.
 */
import type { Locale } from '@domain/locales';
import { categoryPath, homePath, shopPath } from '@domain/page-paths';

/** A category as the menu needs it (the wire model carries more: image, description, counts). */
export interface NavCategory {
  id: string;
  slug: string;
  name: string;
  children: NavCategory[];
}

export interface MenuItem {
  key: string;
  label: string;
  href: string;
  children: MenuItem[];
}

export interface MenuLabels {
  home: string;
  shop: string;
}

function categoryItem(locale: Locale, category: NavCategory): MenuItem {
  return {
    key: `category-${category.id}`,
    label: category.name,
    href: categoryPath(locale, category.slug),
    children: category.children.map((child) => categoryItem(locale, child)),
  };
}

export function buildPrimaryMenu(categories: readonly NavCategory[], locale: Locale, labels: MenuLabels): MenuItem[] {
  return [
    { key: 'home', label: labels.home, href: homePath(locale), children: [] },
    { key: 'shop', label: labels.shop, href: shopPath(locale), children: [] },
    ...categories.map((category) => categoryItem(locale, category)),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns the catalogue's category tree into menu categories. Entries without a slug or name are dropped
 * rather than rendered as empty links: a half-filled category must not break the header.
 */
export function toNavCategories(wire: unknown): NavCategory[] {
  if (!Array.isArray(wire)) return [];
  return wire.filter(isRecord).flatMap((entry) => {
    const { id, slug, name, children } = entry;
    if (typeof slug !== 'string' || !slug || typeof name !== 'string' || !name) return [];
    return [{ id: String(id ?? slug), slug, name, children: toNavCategories(children) }];
  });
}
