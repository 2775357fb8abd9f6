import { describe, expect, it } from 'vitest';
import { isCurrentItem, markCurrentItems, normaliseUrl } from '@features/navigation/model/current-item';
import type { MenuItem } from '@features/navigation/model/menu';

describe('isCurrentItem', () => {
  it('matches the same address', () => {
    expect(isCurrentItem('/fr/shop/', '/fr/shop/')).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(isCurrentItem('/fr/shop/', '/fr/shop')).toBe(true);
    expect(isCurrentItem('/fr/shop', '/fr/shop/')).toBe(true);
  });

  it('ignores the hash', () => {
    expect(isCurrentItem('/fr/shop/', '/fr/shop/#reviews')).toBe(true);
    expect(isCurrentItem('/fr/shop/#top', '/fr/shop/')).toBe(true);
  });

  it.each(['index.html', 'index.htm', 'index.php', 'default.aspx', 'default.asp', 'Default.aspx', 'index.shtml'])(
    'ignores the default document %s',
    (file) => {
      expect(isCurrentItem(`/fr/shop/${file}`, '/fr/shop/')).toBe(true);
      expect(isCurrentItem('/fr/shop/', `/fr/shop/${file}`)).toBe(true);
    },
  );

  it('treats the site root with or without a default document as one page', () => {
    expect(isCurrentItem('/', '/index.php')).toBe(true);
  });

  it('does not ignore other file names', () => {
    expect(isCurrentItem('/fr/shop/', '/fr/shop/indexes.html')).toBe(false);
    expect(isCurrentItem('/fr/shop/', '/fr/shop/index.html/more')).toBe(false);
  });

  it('keeps the query significant, in any order', () => {
    expect(isCurrentItem('/fr/shop/?orderby=price', '/fr/shop/')).toBe(false);
    expect(isCurrentItem('/fr/shop/?a=1&b=2', '/fr/shop?b=2&a=1#x')).toBe(true);
  });

  it('does not match a parent or a sibling path', () => {
    expect(isCurrentItem('/fr/', '/fr/shop/')).toBe(false);
    expect(isCurrentItem('/fr/category/bowls/', '/fr/category/bowls-large/')).toBe(false);
  });

  it('does not match another locale or another origin', () => {
    expect(isCurrentItem('/en/shop/', '/fr/shop/')).toBe(false);
    expect(isCurrentItem('https://elsewhere.example/fr/shop/', '/fr/shop/')).toBe(false);
  });

  it('normalises to a comparable form', () => {
    expect(normaliseUrl('/fr/shop/index.php?b=2&a=1#x')).toBe('http://zellige.invalid/fr/shop?a=1&b=2');
  });
});

const item = (key: string, href: string, children: MenuItem[] = []): MenuItem => ({ key, label: key, href, children });
const menu = [
  item('home', '/fr/'),
  item('ceramics', '/fr/category/ceramics/', [
    item('mugs', '/fr/category/handmade-mugs/', [item('small', '/fr/category/small-mugs/')]),
  ]),
  item('tagines', '/fr/category/tagines/'),
];

describe('markCurrentItems', () => {
  const states = (current: string) => {
    const marked = markCurrentItems(menu, current);
    const flat: Record<string, string | null> = {};
    const walk = (items: typeof marked) =>
      items.forEach((entry) => {
        flat[entry.key] = entry.state;
        walk(entry.children);
      });
    walk(marked);
    return flat;
  };

  it('marks the current item and nothing else on a top-level page', () => {
    expect(states('/fr/category/tagines')).toEqual({
      home: null,
      ceramics: null,
      mugs: null,
      small: null,
      tagines: 'current',
    });
  });

  it('marks every ancestor of a nested current item', () => {
    expect(states('/fr/category/small-mugs/#top')).toEqual({
      home: null,
      ceramics: 'ancestor',
      mugs: 'ancestor',
      small: 'current',
      tagines: null,
    });
  });

  it('marks nothing when no item matches', () => {
    expect(Object.values(states('/fr/account/')).every((state) => state === null)).toBe(true);
  });
});
