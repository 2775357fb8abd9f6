import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, formUploads, mailOutbox } from '../../../server/db/schema/index';
import { FORM_TOKEN_MAX_AGE_S } from '../../../server/modules/forms/guard';
import { UPLOAD_KEEP_MS, removeStaleUploads } from '../../../server/modules/forms/uploads';
import type { OutgoingMail } from '../../../server/modules/mail/transport';
import { deliverDue } from '../../../server/modules/mail/worker';
import { buildTestApp, startSession } from '../support/app';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
/** Monday 30 November 2026, 10:00 in Morocco. */
const MONDAY = Date.parse('2026-11-30T09:00:00Z');

describe.each(databases)('embedded forms on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let now = MONDAY;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await buildTestApp(db.handle, { clock: () => now, mailFrom: 'Zellige <atelier@zellige.ma>' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  type Session = Awaited<ReturnType<typeof startSession>>;
  const form = async (slug: string, locale = 'fr') => {
    const response = await app.inject({ url: `/api/forms/${slug}?locale=${locale}` });
    return { response, body: response.json<{ token: string; honeypot: string; title: string }>() };
  };
  const post = (s: Session, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken }, payload });
  const upload = (s: Session, slug: string, field: string, name: string, bytes: Buffer, locale = 'fr') =>
    app.inject({
      method: 'POST',
      url: `/api/forms/${slug}/uploads?locale=${locale}&field=${field}&name=${encodeURIComponent(name)}`,
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const stored = async () => (await db.handle.db.select().from(formSubmissions)).length;
  const contact = {
    name: { first: ' Amina ', last: 'Idrissi' },
    email: 'amina@menara.ma',
    topic: 'product',
    message: 'Le bol indigo existe-t-il en plus grand ?',
  };

  it('gives a form in a locale with a token, a three-word honeypot label, never cached, its restricted list kept', async () => {
    const { response, body } = await form('contact', 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.title).toBe('راسلنا');
    expect(body.token).toMatch(/^\d+\.[\w-]{43}$/);
    expect(body.honeypot.split(' ')).toHaveLength(3);
    expect(response.body).not.toContain('mailinator');
    const missing = await app.inject({ url: '/api/forms/no-such-form?locale=fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'form_not_found', errors: [{ field: 'params.slug' }] });
  });

  it('stores an accepted submission as kept (trimmed, hidden fields dropped) and mails it to the shop', async () => {
    const s = await startSession(app);
    const { body } = await form('contact');
    const before = await stored();
    const response = await post(s, '/api/forms/contact/submissions', {
      locale: 'fr',
      token: body.token,
      honeypot: '',
      values: { ...contact, 'order-number': 'ignored: the topic is not an order' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ confirmation: string[] }>().confirmation[0]).toMatch(/^Merci/);
    expect(await stored()).toBe(before + 1);
    const id = response.json<{ submission: number }>().submission;
    const [row] = await db.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.values).toEqual({ ...contact, name: { first: 'Amina', last: 'Idrissi' } });
    const [mail] = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'form_submission'));
    expect(mail).toMatchObject({ recipient: 'atelier@zellige.ma', subject: 'Nouveau message : Nous écrire' });
    expect(mail!.text).toContain('Un produit');
  });

  it('refuses a filled honeypot, a forged or stale token, storing nothing', async () => {
    const s = await startSession(app);
    const { body } = await form('contact');
    const before = await stored();
    const send = (extra: object) =>
      post(s, '/api/forms/contact/submissions', { locale: 'en', token: body.token, values: contact, ...extra });
    const spam = await send({ honeypot: 'I am a robot' });
    expect(spam.statusCode).toBe(400);
    expect(spam.json()).toMatchObject({ code: 'form_spam', errors: [{ field: 'body.honeypot' }] });
    const forged = await send({ token: body.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.json()).toMatchObject({ code: 'form_token_forged', errors: [{ field: 'body.token' }] });
    const otherForm = await send({ token: (await form('custom-order')).body.token });
    expect(otherForm.json()).toMatchObject({ code: 'form_token_forged' });
    now = MONDAY + (FORM_TOKEN_MAX_AGE_S + 60) * 1000;
    try {
      const stale = await send({});
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ code: 'form_token_stale', errors: [{ field: 'body.token' }] });
      // A new token, asked for when the old one is stale, is taken.
      const fresh = await post(s, '/api/forms/contact/token', {});
      expect((await send({ token: fresh.json<{ token: string }>().token })).statusCode).toBe(201);
    } finally {
      now = MONDAY;
    }
    expect(await stored()).toBe(before + 1);
  });

  it('names every broken field, an unknown or malformed one, a restricted address; stores nothing', async () => {
    const s = await startSession(app);
    const { body } = await form('contact');
    const before = await stored();
    const send = (values: object) =>
      post(s, '/api/forms/contact/submissions', { locale: 'fr', token: body.token, values });
    const shape = await send({ ...contact, size: 'XL', name: { first: 'A', middle: 'B' }, topic: ['order'] });
    expect(shape.statusCode).toBe(422);
    expect(shape.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'values.name.middle', code: 'unknown_field' }),
      expect.objectContaining({ field: 'values.topic', code: 'malformed' }),
      expect.objectContaining({ field: 'values.size', code: 'unknown_field' }),
    ]);
    const rules = await send({ ...contact, email: 'amina@menara', topic: 'order', message: '  ' });
    expect(rules.json<{ errors: { field: string; code: string; message: string }[] }>().errors).toEqual([
      { field: 'values.email', code: 'email', message: 'A valid email address is required' },
      { field: 'values.order-number', code: 'required', message: 'This field is required' },
      { field: 'values.message', code: 'required', message: 'This field is required' },
    ]);
    const restricted = await send({ ...contact, email: 'bot@Mailinator.com' });
    expect(restricted.json()).toMatchObject({
      code: 'invalid_fields',
      errors: [{ field: 'values.email', code: 'restricted_email' }],
    });
    const check = await post(s, '/api/forms/contact/restricted-email', {
      locale: 'fr',
      field: 'email',
      email: 'x@mailinator.com',
    });
    expect(check.json()).toEqual({ valid: false });
    expect(await stored()).toBe(before);
  });

  it('takes uploads by their content within the field’s limits, their bytes kept in the database', async () => {
    const s = await startSession(app);
    const storedBefore = (await db.handle.db.select({ id: formUploads.id }).from(formUploads)).length;
    const png = await upload(s, 'custom-order', 'sketch', 'motif.PNG', PNG);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ name: 'motif.PNG', size: PNG.length });
    const [kept] = await db.handle.db.select().from(formUploads).where(eq(formUploads.id, png.json().id));
    expect(kept).toMatchObject({ name: 'motif.PNG', mime: 'image/png', size: PNG.length });
    expect(kept!.content.equals(PNG)).toBe(true);

    const renamed = await upload(s, 'custom-order', 'sketch', 'photo.jpg', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({
      code: 'invalid_file',
      errors: [{ field: 'values.sketch', code: 'file_content' }],
    });
    const pdfAsPng = await upload(s, 'custom-order', 'sketch', 'plan.png', PDF);
    expect(pdfAsPng.json()).toMatchObject({ errors: [{ code: 'file_content' }] });
    const exe = await upload(s, 'custom-order', 'sketch', 'plan.exe', PNG);
    expect(exe.json()).toMatchObject({ code: 'invalid_file', errors: [{ code: 'accept' }] });
    const big = await upload(
      s,
      'custom-order',
      'sketch',
      'big.png',
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'file_too_large',
      errors: [{ field: 'values.sketch', message: 'File exceeds max size allowed (5 MB)' }],
    });
    const notAFileField = await upload(s, 'custom-order', 'details', 'a.png', PNG);
    expect(notAFileField.json()).toMatchObject({ errors: [{ field: 'query.field' }] });
    // The refused ones stored nothing.
    expect((await db.handle.db.select({ id: formUploads.id }).from(formUploads)).length).toBe(storedBefore + 1);
  });

  it('takes a multi-page custom order with its own upload, and refuses another session’s upload', async () => {
    const s = await startSession(app);
    const other = await startSession(app);
    const mine = (await upload(s, 'custom-order', 'sketch', 'plan.pdf', PDF)).json<{ id: string }>().id;
    const theirs = (await upload(other, 'custom-order', 'sketch', 'theirs.png', PNG)).json<{ id: string }>().id;
    const { body } = await form('custom-order', 'ar');
    const values = {
      name: { first: 'Youssef', last: 'Alaoui' },
      email: { primary: 'youssef@menara.ma', secondary: 'Youssef@menara.ma' },
      site: 'zellige-alaoui.ma',
      address: { address1: '12 derb Sidi Ahmed', city: 'Fès', state: 'MAFES', country: 'MA' },
      piece: 'rug',
      'rug-size': '6.5',
      colours: ['indigo', 'saffron'],
      'call-date': '2026-12-03',
      phone: '06 12 34 56 78',
      'call-time': '4:30 pm',
      'call-until': '5 PM',
      deposit: { sample: 2, design: 1 },
    };
    const send = (v: object, uploads: object) =>
      post(s, '/api/forms/custom-order/submissions', { locale: 'ar', token: body.token, values: v, uploads });

    const refused = await send(
      {
        ...values,
        colours: ['indigo', 'saffron', 'mint', 'ebony'],
        'call-date': '2026-12-04',
        'rug-size': '6.3',
        phone: '06 12 34',
        // Before the start of the window (4:30 pm).
        'call-until': '16:15',
      },
      { sketch: [theirs] },
    );
    expect(refused.json<{ errors: { field: string; code: string }[] }>().errors.map((e) => [e.field, e.code])).toEqual([
      ['values.rug-size', 'step'],
      ['values.colours', 'choiceLimit'],
      ['values.call-date', 'dateUnavailable'],
      ['values.phone', 'mask'],
      ['values.call-until', 'timeOrder'],
      ['values.sketch', 'upload_missing'],
    ]);
    expect(refused.json()).toMatchObject({
      errors: expect.arrayContaining([
        expect.objectContaining({
          field: 'values.phone',
          message: 'Please complete this field: 4 characters are missing.',
        }),
        expect.objectContaining({ field: 'values.call-until', message: 'Please enter a time at or after 16:30' }),
      ]),
    });

    const accepted = await send(values, { sketch: [mine] });
    expect(accepted.statusCode).toBe(201);
    const id = accepted.json<{ submission: number }>().submission;
    const [row] = await db.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.values).toMatchObject({
      site: 'https://zellige-alaoui.ma',
      phone: '06 12 34 56 78',
      deposit: { sample: 2, design: 1 },
    });
    const claimed = await db.handle.db.select().from(formUploads).where(eq(formUploads.submissionId, id));
    expect(claimed.map((u) => u.name)).toEqual(['plan.pdf']);
    const [mail] = await db.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'رسالة جديدة: طلب حسب المقاس'));
    expect(mail!.text).toContain('plan.pdf');
    expect(mail!.text).toMatch(/المجموع: \S*300\.00/);
    // Sent with the file attached, its bytes read from the database (any instance's worker can send it).
    expect(mail!.formSubmissionId).toBe(id);
    const sent: OutgoingMail[] = [];
    const transport = { send: async (m: OutgoingMail) => void sent.push(m), close: () => undefined };
    await deliverDue(db.handle.db, transport, app.log);
    const attached = sent.find((m) => m.messageId === mail!.messageId)?.attachments;
    expect(attached?.map((a) => [a.filename, a.contentType])).toEqual([['plan.pdf', 'application/pdf']]);
    expect(attached![0]!.content.equals(PDF)).toBe(true);
    // Mail of any other kind goes without.
    expect(sent.filter((m) => m.messageId !== mail!.messageId).every((m) => m.attachments === undefined)).toBe(true);
    // Claimed once: the same upload cannot join a second submission.
    const again = await send(values, { sketch: [mine] });
    expect(again.json()).toMatchObject({ errors: [{ field: 'values.sketch', code: 'upload_missing' }] });
  });

  it('removes an upload no submission claimed within a day, with its file; a claimed one stays', async () => {
    const s = await startSession(app);
    const response = await upload(
      s,
      'custom-order',
      'sketch',
      'forgotten.gif',
      Buffer.from('GIF89a\x01\x00', 'latin1'),
    );
    const { id } = response.json<{ id: string }>();
    const [row] = await db.handle.db.select().from(formUploads).where(eq(formUploads.id, id));
    const claimedBefore = (await db.handle.db.select().from(formUploads)).filter((u) => u.submissionId !== null).length;
    const purge = (at: number) => removeStaleUploads({ db: db.handle.db, now: new Date(at) });
    const stillThere = async () => (await db.handle.db.select().from(formUploads).where(eq(formUploads.id, id))).length;
    expect(await purge(row!.createdAt.getTime() + UPLOAD_KEEP_MS - 60_000)).toBe(0);
    expect(await stillThere()).toBe(1);
    expect(await purge(row!.createdAt.getTime() + UPLOAD_KEEP_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await stillThere()).toBe(0);
    const left = await db.handle.db.select().from(formUploads);
    expect(left.every((u) => u.submissionId !== null)).toBe(true);
    expect(left.length).toBe(claimedBefore);
  });
});
