import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, isFormEmail, suggestEmail } from '@domain/forms/email';

describe('the forms’ e-mail rules', () => {
  it('accepts ordinary addresses, sub-domains and international domains', () => {
    for (const ok of ['amina@menara.ma', 'a.b+shop@mail.example.co.uk', "o'neil@x.fr", 'salma@مثال.شبكة', 'a@b.co'])
      expect(isFormEmail(ok), ok).toBe(true);
  });

  it('refuses each broken rule: length, the @, the local part, the labels', () => {
    const local63 = 'a'.repeat(63);
    const label63 = 'b'.repeat(63);
    expect(isFormEmail(`${local63}@x.ma`)).toBe(true);
    expect(isFormEmail(`${label63}.ma`.replace(/^/, 'a@'))).toBe(true);
    const broken = {
      'under 6 characters': 'a@b.c',
      'over 254 characters': `a@${Array.from({ length: 5 }, () => 'c'.repeat(60)).join('.')}.ma`,
      'no @': 'amina.menara.ma',
      'an @ first': '@menara.ma',
      'two @': 'a@b@menara.ma',
      'a local part over 63': `${local63}a@x.ma`,
      'a space in the local part': 'ami na@menara.ma',
      'a comma in the local part': 'ami,na@menara.ma',
      'one label only': 'amina@localhost',
      'two dots together': 'amina@menara..ma',
      'a dot at the end': 'amina@menara.ma.',
      'a label starting with a hyphen': 'amina@-menara.ma',
      'a label ending with a hyphen': 'amina@menara-.ma',
      'a label over 63': `a@${label63}b.ma`,
      'an underscore in the domain': 'amina@men_ara.ma',
    };
    for (const [why, value] of Object.entries(broken)) expect(isFormEmail(value), why).toBe(false);
  });
});

describe('the "did you mean" hint', () => {
  it('suggests the common domain one or two edits away, keeping the local part', () => {
    expect(suggestEmail('amina@gmial.com')).toBe('amina@gmail.com');
    expect(suggestEmail('amina@gmail.co')).toBe('amina@gmail.com');
    expect(suggestEmail('Amina@hotmial.fr')).toBe('Amina@hotmail.fr');
    expect(suggestEmail('amina@menra.ma')).toBe('amina@menara.ma');
  });

  it('says nothing for a common domain, one three edits away, or no domain', () => {
    expect(suggestEmail('amina@gmail.com')).toBeNull();
    expect(suggestEmail('amina@GMAIL.COM')).toBeNull();
    expect(suggestEmail('amina@zellige.ma')).toBeNull();
    expect(suggestEmail('amina@gxyzl.com')).toBeNull();
    expect(suggestEmail('amina')).toBeNull();
    expect(suggestEmail('amina@')).toBeNull();
  });

  it('counts edits as insertions, deletions, replacements and swaps of neighbours', () => {
    expect(editDistance('gmail', 'gmial')).toBe(1);
    expect(editDistance('gmail', 'gmai')).toBe(1);
    expect(editDistance('gmail', 'gnail')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        // Stopping early never claims fewer edits than there are.
        expect(editDistance(a, b, 2)).toBe(d <= 2 ? d : 3);
      }),
    );
  });
});
