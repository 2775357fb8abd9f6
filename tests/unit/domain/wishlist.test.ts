import { describe, expect, it } from 'vitest';
import {
  WISHLIST_KEY_ALPHABET,
  WISHLIST_KEY_LENGTH,
  WISHLIST_KEY_PATTERN,
  WISHLIST_LIMITS,
  isMarked,
  isWishlistKey,
  newWishlistKey,
  normaliseName,
  normaliseNote,
  wishlistIds,
} from '@domain/wishlist';

/** A random source that gives the listed numbers in turn, and counts how often it was asked. */
function sequence(...numbers: number[]) {
  let calls = 0;
  const source = () => {
    const value = numbers[calls % numbers.length]!;
    calls += 1;
    return value;
  };
  return { source, calls: () => calls };
}

describe('wishlist keys', () => {
  it('are 6 characters from A–Z and 0–9', () => {
    expect(WISHLIST_KEY_LENGTH).toBe(6);
    expect(WISHLIST_KEY_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(new RegExp(WISHLIST_KEY_PATTERN).test('RDUQUO')).toBe(true);
    for (const key of ['RDUQUO', 'BXTVSR', 'AAAAAA', '000000', 'A1B2C3', 'Z9Z9Z9']) {
      expect(isWishlistKey(key), key).toBe(true);
    }
  });

  it.each([
    ['lower case', 'rduquo'],
    ['mixed case', 'RDUQUo'],
    ['5 characters', 'RDUQU'],
    ['7 characters', 'RDUQUOX'],
    ['empty', ''],
    ['a hyphen', 'RDU-QU'],
    ['a space', 'RDU QU'],
    ['an underscore', 'RDUQU_'],
    ['an accented letter', 'RDUQUÉ'],
    ['a trailing line break', 'RDUQUO\n'],
    ['an Arabic-Indic digit', 'RDUQU٣'],
  ])('refuses a key with %s', (_case, key) => {
    expect(isWishlistKey(key)).toBe(false);
  });

  it.each([
    ['a number', 123456],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['RDUQUO']],
    ['an object', { key: 'RDUQUO' }],
    ['a String object', new String('RDUQUO')],
  ])('refuses %s', (_case, value) => {
    expect(isWishlistKey(value)).toBe(false);
  });

  it('takes each character of a new key from the random source, modulo the alphabet', () => {
    const counting = sequence(0, 1, 2, 3, 4, 5);
    expect(newWishlistKey(counting.source)).toBe('ABCDEF');
    expect(counting.calls()).toBe(6);
    expect(newWishlistKey(sequence(25, 26, 35, 36, 71, 72).source)).toBe('Z09A9A');
    // The server passes crypto's 32-bit integers: 2³² − 1 is 3 modulo 36.
    expect(newWishlistKey(() => 2 ** 32 - 1)).toBe('DDDDDD');
    expect(newWishlistKey(() => 0)).toBe('AAAAAA');
  });

  it('makes keys that are valid keys, with every character of the alphabet reachable', () => {
    const seen = new Set<string>();
    for (let i = 0; i < WISHLIST_KEY_ALPHABET.length; i += 1) {
      const key = newWishlistKey(sequence(i, i + 36, i + 72, i + 36_000, i, i).source);
      expect(isWishlistKey(key), key).toBe(true);
      expect(new Set(key)).toEqual(new Set([WISHLIST_KEY_ALPHABET[i]]));
      seen.add(key[0]!);
    }
    expect(seen.size).toBe(36);
    for (let i = 0; i < 200; i += 1) {
      const key = newWishlistKey(() => crypto.getRandomValues(new Uint32Array(1))[0]!);
      expect(isWishlistKey(key), key).toBe(true);
    }
  });
});

describe('normaliseNote', () => {
  it('turns CRLF and lone CR into LF, keeping inner line breaks', () => {
    expect(normaliseNote('first\r\nsecond')).toBe('first\nsecond');
    expect(normaliseNote('first\rsecond')).toBe('first\nsecond');
    expect(normaliseNote('a\n\nb\r\n\r\nc')).toBe('a\n\nb\n\nc');
  });

  it('drops control characters, tabs and DEL', () => {
    expect(normaliseNote('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(normaliseNote('two\tcups')).toBe('twocups');
    expect(normaliseNote('\u000bvertical\u000cfeed')).toBe('verticalfeed');
  });

  it('trims outer space and line breaks, not inner ones', () => {
    expect(normaliseNote('   \n  For Amina  \n\n ')).toBe('For Amina');
    expect(normaliseNote('  two  spaces  kept  ')).toBe('two  spaces  kept');
    expect(normaliseNote(' \t\r\n ')).toBe('');
  });

  it('keeps markup, quotes and any script as text', () => {
    const note = '<script>alert("x")</script> & <b>bold</b>';
    expect(normaliseNote(note)).toBe(note);
    expect(normaliseNote('هدية لأمينة — الأزرق 🎁')).toBe('هدية لأمينة — الأزرق 🎁');
    expect(normaliseNote('Café, thé & crème')).toBe('Café, thé & crème');
  });
});

describe('normaliseName', () => {
  it('collapses inner runs of white space into one space and trims', () => {
    expect(normaliseName('  Eid   gifts  ')).toBe('Eid gifts');
    expect(normaliseName('Eid\tgifts\r\nfor\n\nAmina')).toBe('Eid gifts for Amina');
    expect(normaliseName('Eid gifts')).toBe('Eid gifts');
    expect(normaliseName(' \n\t ')).toBe('');
  });
});

describe('wishlist marks', () => {
  const ids = wishlistIds([
    { id: 3, parent: null },
    { id: 57, parent: 12 },
  ]);

  it('map each saved id to its parent, or to nothing for a product', () => {
    expect(ids).toStrictEqual({ 3: {}, 57: { parent: 12 } });
    expect(wishlistIds([])).toEqual({});
  });

  it('mark a saved product, a saved variation and the variation’s parent', () => {
    expect(isMarked(ids, 3)).toBe(true);
    expect(isMarked(ids, 57)).toBe(true);
    expect(isMarked(ids, 12)).toBe(true);
  });

  it('mark nothing else', () => {
    expect(isMarked(ids, 4)).toBe(false);
    expect(isMarked(ids, 58)).toBe(false);
    expect(isMarked({}, 3)).toBe(false);
    // A product alone marks only itself: it is no one's parent.
    const product = wishlistIds([{ id: 12, parent: null }]);
    expect(isMarked(product, 12)).toBe(true);
    expect(isMarked(product, 57)).toBe(false);
  });
});

describe('wishlist limits', () => {
  it('are the spec’s', () => {
    expect(WISHLIST_LIMITS).toEqual({ nameMax: 60, noteMax: 500, lists: 10, items: 200 });
  });
});
