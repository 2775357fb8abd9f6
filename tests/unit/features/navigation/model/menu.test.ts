import { describe, expect, it } from 'vitest';
import { buildPrimaryMenu, toNavCategories } from '@features/navigation/model/menu';
import { categoriesWire } from '../fixtures';

const labels = { home: 'Accueil', shop: 'Boutique' };

describe('primary menu model', () => {
  it('starts with Home and Shop in the locale, then each top-level category', () => {
    const menu = buildPrimaryMenu(toNavCategories(categoriesWire.fr), 'fr', labels);
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['Accueil', '/fr/'],
      ['Boutique', '/fr/shop/'],
      ['Céramique', '/fr/category/ceramics/'],
      ['Tajines', '/fr/category/tagines/'],
      ['Tapis et textiles', '/fr/category/rugs-and-textiles/'],
    ]);
  });

  it('puts a category’s children in its dropdown, with their own addresses', () => {
    const [, , ceramics] = buildPrimaryMenu(toNavCategories(categoriesWire.en), 'en', labels);
    expect(ceramics?.children.map((child) => [child.label, child.href])).toEqual([
      ['Handmade Mugs', '/en/category/handmade-mugs/'],
      ['Bowls', '/en/category/bowls/'],
      ['Plates', '/en/category/plates/'],
    ]);
  });

  it('gives every item a distinct key', () => {
    const menu = buildPrimaryMenu(toNavCategories(categoriesWire.ar), 'ar', labels);
    const keys = menu.flatMap((item) => [item.key, ...item.children.map((child) => child.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has only Home and Shop when there are no categories', () => {
    expect(buildPrimaryMenu([], 'en', labels).map((item) => item.key)).toEqual(['home', 'shop']);
  });

  it('drops malformed categories instead of rendering empty links', () => {
    const wire = [
      { id: 1, slug: '', name: 'No slug' },
      { id: 2, name: 'Missing slug' },
      null,
      'x',
      { id: 3, slug: 'ok', name: 'Ok' },
    ];
    expect(toNavCategories(wire)).toEqual([{ id: '3', slug: 'ok', name: 'Ok', children: [] }]);
    expect(toNavCategories({ not: 'a list' })).toEqual([]);
  });

  it('encodes slugs in addresses', () => {
    const menu = buildPrimaryMenu([{ id: '9', slug: 'tapis berbères', name: 'Tapis', children: [] }], 'fr', labels);
    expect(menu[2]?.href).toBe('/fr/category/tapis%20berb%C3%A8res/');
  });
});
