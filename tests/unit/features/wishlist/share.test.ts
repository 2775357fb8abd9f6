import { describe, expect, it } from 'vitest';
import { sharedListArgs, wishlistShareUrl } from '@features/wishlist/model/share';

const TOKEN = 'q3Jx0_Lk-8vTzR2mYb7NwA4cUe9HfPiG';

describe('the wishlist share link', () => {
  it('names the list by its key and carries its share token', () => {
    expect(wishlistShareUrl('https://zellige.example', 'ar', { key: 'RDUQUO', shareToken: TOKEN })).toBe(
      `https://zellige.example/ar/wishlist/RDUQUO/?token=${TOKEN}`,
    );
  });

  it('is none before the list exists or without its token', () => {
    expect(wishlistShareUrl('', 'fr', { key: null, shareToken: null })).toBeNull();
    expect(wishlistShareUrl('', 'fr', { key: 'RDUQUO', shareToken: null })).toBeNull();
  });
});

describe('what the wishlist page reads from its address', () => {
  it('reads the key, and the token when the link carries one', () => {
    expect(sharedListArgs('fr', 'RDUQUO', `?token=${TOKEN}`)).toEqual({ locale: 'fr', key: 'RDUQUO', token: TOKEN });
    expect(sharedListArgs('en', 'RDUQUO', new URLSearchParams({ token: TOKEN, utm: 'x' }))).toEqual({
      locale: 'en',
      key: 'RDUQUO',
      token: TOKEN,
    });
    // The owner's own list by its key alone.
    expect(sharedListArgs('en', 'RDUQUO', '')).toEqual({ locale: 'en', key: 'RDUQUO' });
  });

  it('is nothing (not found) for a malformed key or token', () => {
    expect(sharedListArgs('en', 'rduquo', '')).toBeNull();
    expect(sharedListArgs('en', 'RDUQUO', '?token=short')).toBeNull();
    expect(sharedListArgs('en', 'RDUQUO', '?token=')).toBeNull();
  });
});
