import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmissions, mailOutbox, orderLines, orders } from '../../../server/db/schema/index';
import { startSession } from '../support/app';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

/** Monday 30 November 2026, 10:00 in Morocco. */
const MONDAY = Date.parse('2026-11-30T09:00:00Z');

type Session = Awaited<ReturnType<typeof startSession>>;
interface Submitted {
  submission: number;
  order?: { number: number; key: string; total: number };
}

const customOrder = {
  name: { first: 'Youssef', last: 'Alaoui' },
  email: { primary: 'Youssef@Menara.ma', secondary: 'youssef@menara.ma' },
  address: { address1: '12 derb Sidi Ahmed', city: 'Fès', state: 'MAFES', postcode: '30000', country: 'MA' },
  piece: 'tiles',
  'call-date': '2026-12-03',
  'call-time': '10:30',
  deposit: { sample: 2, design: 1 },
};

describe.each(databases)("a payment form's pending order on %s", (kind) => {
  const t = testServer(kind, { config: { clock: () => MONDAY } });

  const write = (s: Session, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken }, payload });
  const submit = async (s: Session, values: object, locale = 'fr') => {
    const token = (await t.app.inject({ url: `/api/forms/custom-order?locale=${locale}` })).json<{ token: string }>()
      .token;
    return write(s, 'POST', '/api/forms/custom-order/submissions', { locale, token, values });
  };
  const mailsOf = async (orderId: number) =>
    t.db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));

  it('makes a pending order of the items chosen, priced by the form, whatever the client says', async () => {
    const s = await startSession(t.app);
    const response = await submit(s, { ...customOrder, deposit: { sample: 2, design: 1 }, total: 1 });
    expect(response.statusCode).toBe(422);
    const accepted = await submit(s, customOrder);
    expect(accepted.statusCode).toBe(201);
    const { submission, order } = accepted.json<Submitted>();
    expect(order).toMatchObject({ number: expect.any(Number), total: 30000 });
    const [row] = await t.db.handle.db.select().from(orders).where(eq(orders.id, order!.number));
    expect(row).toMatchObject({
      status: 'pending',
      paymentMethod: '',
      total: 30000,
      shippingTotal: 0,
      billing: { first_name: 'Youssef', last_name: 'Alaoui', email: 'youssef@menara.ma', city: 'Fès', country: 'MA' },
    });
    const lines = await t.db.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.number));
    expect(lines.map((l) => [l.name, l.quantity, l.unitPrice, l.subtotal, l.productId])).toEqual([
      ['Acompte : Carreau d’essai', 2, 5000, 10000, null],
      ['Acompte : Étude du motif', 1, 20000, 20000, null],
    ]);
    const [stored] = await t.db.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, submission));
    expect(stored!.orderId).toBe(order!.number);
    // The shop is told of the order with the submission; the shopper is mailed once the order is paid.
    const [shop] = await t.db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'form_submission'));
    expect(shop!.text).toContain(`Commande n° ${order!.number} en attente de paiement`);
    expect(await mailsOf(order!.number)).toEqual([]);
  });

  it('shows the order and the methods it may be paid by to its session or its key, to nobody else', async () => {
    const s = await startSession(t.app);
    const { order } = (await submit(s, customOrder, 'ar')).json<Submitted>();
    const mine = await write(s, 'GET', `/api/orders/${order!.number}/payment?locale=ar`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      order: { number: order!.number, status: 'pending', paymentMethod: null, totals: { total: 30000 } },
      paymentMethods: [{ id: 'cod' }, { id: 'bacs' }],
      defaultPaymentMethod: 'cod',
    });
    const stranger = await startSession(t.app);
    const unknown = await write(stranger, 'GET', `/api/orders/${order!.number}/payment?locale=fr`);
    expect(unknown.statusCode).toBe(404);
    const wrongKey = await write(
      stranger,
      'GET',
      `/api/orders/${order!.number}/payment?locale=fr&key=not-the-key-at-all`,
    );
    expect(wrongKey.statusCode).toBe(404);
    const withKey = await write(stranger, 'GET', `/api/orders/${order!.number}/payment?locale=fr&key=${order!.key}`);
    expect(withKey.statusCode).toBe(200);
    const paying = await write(stranger, 'POST', `/api/orders/${order!.number}/payment?locale=fr`, {
      paymentMethod: 'bacs',
    });
    expect(paying.statusCode).toBe(404);
    const [row] = await t.db.handle.db.select().from(orders).where(eq(orders.id, order!.number));
    expect(row!.status).toBe('pending');
  });

  it('pays by a method offered: the order starts in its status, mailed once; paying again is refused', async () => {
    const s = await startSession(t.app);
    const { order } = (await submit(s, customOrder)).json<Submitted>();
    const url = `/api/orders/${order!.number}/payment?locale=fr`;
    const unknownMethod = await write(s, 'POST', url, { paymentMethod: 'card' });
    expect(unknownMethod.statusCode).toBe(400);
    expect(unknownMethod.json()).toMatchObject({ errors: [{ field: expect.stringContaining('paymentMethod') }] });

    const paid = await write(s, 'POST', url, { paymentMethod: 'bacs', key: order!.key });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'on-hold',
      paymentMethod: { id: 'bacs', title: 'Virement bancaire' },
      bank: { rib: expect.stringMatching(/^\d{24}$/) },
      totals: { total: 30000, shipping: 0 },
    });
    const mails = await mailsOf(order!.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_confirmation', recipient: 'youssef@menara.ma' });
    expect(mails[0]!.text).toContain('Acompte : Étude du motif');

    const again = await write(s, 'POST', url, { paymentMethod: 'cod' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_not_payable', errors: [{ field: 'params.number' }] });
    expect((await write(s, 'GET', url)).statusCode).toBe(409);
    expect(await mailsOf(order!.number)).toHaveLength(1);
    const read = await write(s, 'GET', `/api/orders/${order!.number}?locale=fr`);
    expect(read.json()).toMatchObject({ status: 'on-hold', paymentMethod: { id: 'bacs' } });
  });

  it('refuses a method not offered for the order’s country, and pays once when asked twice at once', async () => {
    const s = await startSession(t.app);
    const abroad = { ...customOrder, address: { ...customOrder.address, state: '', postcode: '75011', country: 'FR' } };
    const { order } = (await submit(s, abroad)).json<Submitted>();
    const url = `/api/orders/${order!.number}/payment?locale=fr`;
    const offered = (await write(s, 'GET', url)).json<{ paymentMethods: { id: string }[] }>();
    expect(offered.paymentMethods.map((m) => m.id)).toEqual(['bacs']);
    const cod = await write(s, 'POST', url, { paymentMethod: 'cod' });
    expect(cod.statusCode).toBe(400);
    expect(cod.json()).toMatchObject({ code: 'payment_method_unavailable', errors: [{ field: 'body.paymentMethod' }] });

    const both = await Promise.all([
      write(s, 'POST', url, { paymentMethod: 'bacs' }),
      write(s, 'POST', url, { paymentMethod: 'bacs' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsOf(order!.number)).toHaveLength(1);
  });

  it('makes no order of a form whose items are all at nought', async () => {
    const s = await startSession(t.app);
    const none = await submit(s, { ...customOrder, deposit: { sample: 0, design: 0 } });
    // The deposit is required: nothing chosen is refused at its field, and no order is written.
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: [{ field: 'values.deposit', code: 'required' }] });
  });
});
