import { describe, expect, it } from 'vitest';
import { orderConfirmation } from '../../../server/modules/mail/templates/order-confirmation';
import { stripIsolates } from '../../../server/modules/mail/templates/writer';
import { ADDRESS, BANK, orderFixture } from './support';

const bacs = (overrides = {}) => orderFixture({ paymentMethod: 'bacs', status: 'on-hold', ...overrides });

describe('the order confirmation e-mail', () => {
  it('has a subject in the order’s language', () => {
    expect(orderConfirmation(orderFixture({ locale: 'en' }), null).subject).toBe(
      'Your Zellige order #1001 has been received',
    );
    expect(orderConfirmation(orderFixture({ locale: 'fr' }), null).subject).toBe(
      'Votre commande Zellige n°\u00a01001 a bien été reçue',
    );
    expect(orderConfirmation(orderFixture({ locale: 'ar' }), null).subject).toBe('توصّلنا بطلبك رقم 1001 على زليج');
    // A locale the shop does not have falls back to French.
    expect(orderConfirmation(orderFixture({ locale: 'de' }), null).subject).toMatch(/^Votre commande/);
  });

  it('declares its language and direction, right to left for Arabic', () => {
    expect(orderConfirmation(orderFixture({ locale: 'ar' }), null).html).toMatch(
      /^<!DOCTYPE html><html lang="ar" dir="rtl">/,
    );
    expect(orderConfirmation(orderFixture({ locale: 'fr' }), null).html).toMatch(/<html lang="fr" dir="ltr">/);
    const { html } = orderConfirmation(orderFixture({ locale: 'ar' }), null);
    expect(html).toContain('text-align:right');
    expect(html).not.toMatch(/<style|<link|class=/);
  });

  it('escapes everything the shopper typed', () => {
    const hostile = '<script>alert(1)</script>';
    const order = orderFixture({
      billing: { ...ADDRESS, first_name: hostile, city: 'Fès & "Meknès"' },
      shipping: { ...ADDRESS, address_1: '<img src=x onerror=alert(1)>' },
      customerNote: `Merci ${hostile}\nà bientôt`,
      lines: [
        {
          name: hostile,
          attributes: [{ label: 'Taille', value: '<b>XL</b>' }],
          quantity: 1,
          unitPrice: 100,
          subtotal: 100,
        },
      ],
    });
    const { html, text } = orderConfirmation(order, null);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Fès &amp; &quot;Meknès&quot;');
    expect(html).toContain('Merci &lt;script&gt;alert(1)&lt;/script&gt;<br>à bientôt');
    // Plain text is text: the shopper's words as typed.
    expect(text).toContain(`Bonjour ${hostile},`);
  });

  it('gives the bank details and the reference for a bank transfer only', () => {
    const transfer = orderConfirmation(bacs({ locale: 'en' }), BANK);
    for (const version of [transfer.html, stripIsolates(transfer.text)]) {
      expect(version).toContain('Direct bank transfer');
      expect(version).toContain('Zellige SARL');
      expect(version).toContain('Banque Populaire');
      expect(version).toContain('190 780 2111700023456001 78');
      expect(version).toContain('MA64 1907 8021 1170 0023 4560 0178');
      expect(version).toContain('BCPOMAMC');
      expect(version).toMatch(/using your order number (<strong>)?1001(<\/strong>)? as the payment reference/);
      expect(version).not.toContain('cash on delivery');
    }
    const cash = orderConfirmation(orderFixture({ locale: 'en' }), BANK);
    for (const version of [cash.html, cash.text]) {
      expect(version).toContain('Cash on delivery');
      expect(version).toContain('You pay in cash on delivery');
      expect(version).not.toContain('BCPOMAMC');
      expect(version).not.toContain('190 780');
    }
    expect(orderConfirmation(bacs({ locale: 'fr' }), BANK).text).toContain('Virement bancaire');
    expect(orderConfirmation(orderFixture({ locale: 'ar' }), null).text).toContain('الدفع عند الاستلام');
  });

  it('isolates the left-to-right runs of an Arabic e-mail', () => {
    const { html, text } = orderConfirmation(bacs({ locale: 'ar' }), BANK);
    expect(html).toContain('<span dir="ltr">190 780 2111700023456001 78</span>');
    expect(html).toContain('<span dir="ltr">+212 6 12 34 56 78</span>');
    expect(html).toContain('<span dir="ltr">amina@example.ma</span>');
    expect(html).toContain(
      '<span dir="rtl" style="white-space:nowrap"><span dir="rtl">د.م.</span><span dir="ltr">1,254.50</span></span>',
    );
    expect(text).toContain('\u2066+212 6 12 34 56 78\u2069');
    expect(text).toContain('\u2067\u2068د.م.\u2069\u20661,254.50\u2069\u2069');
    // Names in the locale: the region and the country.
    expect(html).toContain('الدار البيضاء');
    expect(html).toContain('المغرب');
  });

  it('lists the lines and the totals as the shop formats prices', () => {
    const { html, text } = orderConfirmation(orderFixture({ locale: 'fr' }), null);
    const plain = stripIsolates(text);
    expect(plain).toContain('- Plat en céramique\n  Couleur\u00a0: Bleu\n  2 × د.م.450.00 = د.م.900.00');
    expect(plain).toContain('Sous-total\u00a0: د.م.1,234.50');
    expect(plain).toContain('Remise (ETE10)\u00a0: −د.م.10.00');
    expect(plain).toContain('Livraison\u00a0: د.م.30.00 (Amana)');
    expect(plain).toContain('Total\u00a0: د.م.1,254.50');
    expect(plain).toContain('Moyen de paiement\u00a0: Paiement à la livraison');
    expect(plain).toContain('Commande n°\u00a01001 du 12 mai 2025');
    expect(plain).toContain('20250 Casablanca\nCasablanca\nMaroc\n+212 6 12 34 56 78\namina@example.ma');
    expect(html).toContain('<td style="padding:8px 6px;text-align:right;font-weight:bold;font-size:17px">');
    // The symbol is an isolate of its own direction: its last dot stays with its letters in a left-to-right line.
    expect(html).toContain(
      '<span dir="ltr" style="white-space:nowrap"><span dir="rtl">د.م.</span><span dir="ltr">1,254.50</span></span>',
    );
    expect(html).toContain('Tajine de Safi');
    // Free shipping says so; no discount, no discount row.
    const free = stripIsolates(
      orderConfirmation(orderFixture({ locale: 'en', shippingTotal: 0, discountTotal: 0, couponCodes: [] }), null).text,
    );
    expect(free).toContain('Shipping: Free via Amana');
    expect(free).not.toContain('Discount');
  });

  it('says the same thing in HTML and in text', () => {
    const { html, text } = orderConfirmation(bacs({ locale: 'ar', customerNote: 'اتصلوا قبل التوصيل' }), BANK);
    const visible = html
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&');
    for (const line of stripIsolates(text).split('\n')) {
      const words = line.replace(/^- |^ {2}/, '').split(/[:×=]/);
      for (const word of words) expect(visible).toContain(word.trim());
    }
  });
});
