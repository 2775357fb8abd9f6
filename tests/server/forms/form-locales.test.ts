import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@domain/forms/fields';
import { upsertForm } from '../../../server/modules/forms/repository';
import { startSession } from '../support/app';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

const KB = 1024;
/** A PNG's signature and header, then padding: 2 KB whose content is a PNG. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(2 * KB - 33),
]);

/** A JPEG's signature, then padding: what a phone's camera gives. */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(2 * KB - 10)]);

/** A form written in English and Arabic only, whose file field takes less in English than in Arabic. */
const definition = (maxFileSize: number, label: string): Omit<FormDefinition, 'id'> => ({
  title: label,
  indicator: 'none',
  submitLabel: label,
  confirmation: [label],
  pages: [
    {
      title: label,
      fields: [
        { id: 'email', type: 'email', label, required: true, restricted: true },
        { id: 'sketch', type: 'file', label, extensions: ['png'], maxFileSize, maxFiles: 1 },
      ],
    },
  ],
});

describe.each(databases)("a form's checks read it in the shopper's locale, on %s", (kind) => {
  const t = testServer(kind, {
    prepare: async (db) => {
      await upsertForm(
        db,
        'atelier',
        { restrictedEmails: ['@mailinator.com'] },
        { en: definition(1 * KB, 'Workshop'), ar: definition(100 * KB, 'الورشة') },
      );
    },
  });

  type Session = Awaited<ReturnType<typeof startSession>>;
  /** A POST in a new session, or in `session`. */
  const post = async (url: string, payload: object | Buffer, type?: string, session?: Session) => {
    const s = session ?? (await startSession(t.app));
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, ...(type && { 'content-type': type }) },
      payload,
    });
  };

  it('checks an address against a form that has no French text', async () => {
    const check = await post('/api/forms/atelier/restricted-email', {
      locale: 'en',
      field: 'email',
      email: 'bot@mailinator.com',
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: false });
  });

  it("takes an upload by the limits of the shopper's locale", async () => {
    const upload = (locale: string) =>
      post(`/api/forms/atelier/uploads?locale=${locale}&field=sketch&name=plan.png`, PNG, 'application/octet-stream');
    const english = await upload('en');
    expect(english.statusCode).toBe(413);
    expect(english.json()).toMatchObject({ code: 'file_too_large', errors: [{ field: 'values.sketch' }] });
    expect((await upload('ar')).statusCode).toBe(201);
  });

  it('names the locale when it is missing or unknown', async () => {
    const missing = await post('/api/forms/atelier/restricted-email', { field: 'email', email: 'a@b.ma' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'body.locale' })]));
    const unknown = await post(
      '/api/forms/atelier/uploads?locale=de&field=sketch&name=plan.png',
      PNG,
      'application/octet-stream',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'query.locale' })]));
  });

  it("answers a redirecting form's address in the shopper's locale, with the submission only", async () => {
    for (const locale of ['fr', 'en', 'ar']) {
      const shown = await t.app.inject({ url: `/api/forms/return-request?locale=${locale}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).not.toHaveProperty('redirect');
      const sent = await post('/api/forms/return-request/submissions', {
        locale,
        token: shown.json<{ token: string }>().token,
        honeypot: '',
        values: { 'order-number': '1042', email: 'amina@menara.ma', reason: 'wrong-piece' },
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ redirect: { url: `/${locale}/return-slip/`, newTab: true } });
      expect(sent.json<{ confirmation: string[] }>().confirmation).toHaveLength(1);
      const slip = await t.app.inject({ url: `/api/pages/return-slip?locale=${locale}` });
      expect(slip.statusCode, `the slip page in ${locale}`).toBe(200);
    }
  });

  it('asks photos of a piece that arrived broken: refused without one, taken with a picture from the camera', async () => {
    const shown = await t.app.inject({ url: '/api/forms/return-request?locale=fr' });
    const photos = shown
      .json<FormDefinition>()
      .pages.flatMap((p) => p.fields)
      .find((f) => f.id === 'photos');
    expect(photos).toMatchObject({ type: 'file', capture: 'environment', required: true });
    // One shopper's session: an upload counts only for the session that sent it.
    const s = await startSession(t.app);
    const send = (uploads: object) =>
      post(
        '/api/forms/return-request/submissions',
        {
          locale: 'fr',
          token: shown.json<{ token: string }>().token,
          honeypot: '',
          values: { 'order-number': '1042', email: 'amina@menara.ma', reason: 'broken' },
          uploads,
        },
        undefined,
        s,
      );
    const without = await send({});
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({ errors: [{ field: 'values.photos', code: 'required' }] });
    const uploaded = await post(
      '/api/forms/return-request/uploads?locale=fr&field=photos&name=IMG_0042.jpg',
      JPEG,
      'application/octet-stream',
      s,
    );
    expect(uploaded.statusCode).toBe(201);
    const sent = await send({ photos: [uploaded.json<{ id: string }>().id] });
    expect(sent.statusCode).toBe(201);
  });
});
