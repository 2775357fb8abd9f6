import { describe, expect, it } from 'vitest';
import { pageCookies } from '@domain/page-cookies';

describe('the cookies a shared page is drawn with', () => {
  it('keeps the counts, whether there is a list, and the notices hidden, in a fixed order', () => {
    expect(
      pageCookies(
        'zsid=secret-token; wishlist_count=03; store_noticewelcome=hidden; zellige_cart_count=2; wishlist_key=K7QX2M',
      ),
    ).toBe('store_noticewelcome=hidden; wishlist_count=3; wishlist_key=1; zellige_cart_count=2');
  });

  it('drops the session, other cookies, and values a page would not draw', () => {
    expect(pageCookies('zsid=abc; locale=ar; _ga=GA1.2; zellige_cart_count=lots; store_noticex=shown')).toBe('');
    expect(pageCookies('zellige_cart_count=1234567; wishlist_count=-1; wishlist_key=')).toBe('');
    expect(pageCookies('')).toBe('');
  });

  it('gives two visitors whose page cookies agree the same key, whatever else they send', () => {
    expect(pageCookies('zsid=a; zellige_cart_count=2')).toBe(pageCookies('zellige_cart_count=2; zsid=b; theme=x'));
    expect(pageCookies('zellige_cart_count=2')).not.toBe(pageCookies('zellige_cart_count=5'));
  });
});
