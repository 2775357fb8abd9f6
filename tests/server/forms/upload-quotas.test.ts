import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppConfig, DEFAULT_CONFIG, configFromEnv } from '../../../server/config';
import type { DbHandle } from '../../../server/db/client';
import { formUploads } from '../../../server/db/schema/index';
import { MAX_UPLOAD_TOTAL } from '../../../src/domain/forms/fields';
import { UPLOAD_CHARGE_MIN, UPLOAD_KEEP_MS, removeStaleUploads } from '../../../server/modules/forms/uploads';
import { buildTestApp, startSession } from '../support/app';
import { type TestDatabase, anotherConnection, databases, openTestDatabase } from '../support/test-db';

/** What a file counts at least, and the size of the PNG sent: its signature, then nothing. */
const SIZE = UPLOAD_CHARGE_MIN;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(SIZE - 8)]);
const GIF = Buffer.from('GIF89a\x01\x00', 'latin1');
/** Monday 30 November 2026, 10:00 in Morocco. */
const MONDAY = Date.parse('2026-11-30T09:00:00Z');

const CUSTOM_ORDER = {
  name: { first: 'Youssef', last: 'Alaoui' },
  email: { primary: 'youssef@menara.ma', secondary: 'youssef@menara.ma' },
  address: { address1: '12 derb Sidi Ahmed', city: 'Fès', state: 'MAFES', postcode: '30000', country: 'MA' },
  piece: 'tiles',
  'call-date': '2026-12-03',
  'call-time': '10:30',
  deposit: { sample: 1 },
};

/** Past every upload's day: the purge then removes all that is unclaimed. */
const LATER = new Date(Math.max(Date.now(), MONDAY) + 2 * UPLOAD_KEEP_MS);

type Session = Awaited<ReturnType<typeof startSession>>;
type Limits = AppConfig['formLimits'];

describe.each(databases)('upload quotas of the embedded forms on %s', (kind) => {
  let db: TestDatabase;
  /** A second connection to the same database, as another server would have (PostgreSQL; PGlite has one). */
  let other: DbHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    other = await anotherConnection(db.handle);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    if (other !== db.handle) await other.close();
    await db.close();
  });
  // Each test starts with nothing unclaimed (the total counts every session's files).
  beforeEach(async () => {
    await removeStaleUploads({ db: db.handle.db, now: LATER });
  });

  /** Two servers on one database, both under these limits. */
  const servers = async (limits: Partial<Limits>): Promise<[FastifyInstance, FastifyInstance]> => {
    const config = { clock: () => MONDAY, formLimits: { ...DEFAULT_CONFIG.formLimits, ...limits } };
    const pair = [await buildTestApp(db.handle, config), await buildTestApp(other, config)] as [
      FastifyInstance,
      FastifyInstance,
    ];
    apps.push(...pair);
    return pair;
  };
  const upload = (app: FastifyInstance, s: Session, address = '127.0.0.1', bytes = PNG, name = 'motif.png') =>
    app.inject({
      method: 'POST',
      url: `/api/forms/custom-order/uploads?locale=fr&field=sketch&name=${name}`,
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'content-type': 'application/octet-stream' },
      remoteAddress: address,
      payload: bytes,
    });
  const unclaimed = async () => db.handle.db.select().from(formUploads).where(isNull(formUploads.submissionId));
  /** Files whose bytes are stored, claimed or not. */
  const files = async () =>
    Number(
      (
        await db.handle.db
          .select({ n: sql<string>`count(*)` })
          .from(formUploads)
          .where(sql`octet_length(${formUploads.content}) > 0`)
      )[0]!.n,
    );

  it('has defaults of a few forms per session, more per address, a bounded total; read from the environment', () => {
    const limits = DEFAULT_CONFIG.formLimits;
    expect(limits.uploadBytesPerSession).toBeGreaterThanOrEqual(2 * MAX_UPLOAD_TOTAL);
    expect(limits.uploadBytesPerAddress).toBeGreaterThan(limits.uploadBytesPerSession);
    expect(limits.uploadBytesTotal).toBeGreaterThan(limits.uploadBytesPerAddress);
    expect(limits.uploadBytesTotal).toBeLessThanOrEqual(8 * 1024 ** 3);
    const env = configFromEnv({
      FORM_UPLOAD_SESSION_MB: '10',
      FORM_UPLOAD_ADDRESS_MB: '20',
      FORM_UPLOAD_TOTAL_MB: '1024',
      FORM_SUBMISSIONS_PER_HOUR: '5',
    }).formLimits;
    expect(env).toEqual({
      uploadBytesPerSession: 10 * 1024 ** 2,
      uploadBytesPerAddress: 20 * 1024 ** 2,
      uploadBytesTotal: 1024 ** 3,
      submissionsPerAddress: { max: 5, timeWindow: 3_600_000 },
    });
  });

  it('refuses a session past its quota of unclaimed bytes with 429 upload_quota_session at the field, storing nothing', async () => {
    const [app, app2] = await servers({ uploadBytesPerSession: 2.5 * SIZE });
    const s = await startSession(app);
    const sent = [await upload(app, s), await upload(app2, s)];
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);
    const before = { rows: (await unclaimed()).length, files: await files() };
    const refused = await upload(app, s);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      code: 'upload_quota_session',
      errors: [{ field: 'values.sketch', code: 'upload_quota_session' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // However small, a file counts as a row and a file on disk do.
    expect((await upload(app2, s, '127.0.0.1', GIF, 'tiny.gif')).statusCode).toBe(429);
    expect({ rows: (await unclaimed()).length, files: await files() }).toEqual(before);
    // Another session is not held back by this one's files.
    expect((await upload(app2, await startSession(app2))).statusCode).toBe(201);
    // Files a submission claimed no longer count: the session may send more.
    const mine = sent.map((r) => r.json<{ id: string }>().id);
    const token = (await app.inject({ url: '/api/forms/custom-order?locale=fr' })).json<{ token: string }>().token;
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/forms/custom-order/submissions',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
      payload: { locale: 'fr', token, values: CUSTOM_ORDER, uploads: { sketch: mine } },
    });
    expect(submitted.statusCode).toBe(201);
    expect((await upload(app, s)).statusCode).toBe(201);
  });

  it('refuses an address past its quota whatever the session, with 429 upload_quota_address; other addresses go on', async () => {
    const [app, app2] = await servers({ uploadBytesPerAddress: 4.5 * SIZE });
    for (const server of [app, app2, app, app2]) {
      expect((await upload(server, await startSession(server), '198.51.100.7')).statusCode).toBe(201);
    }
    const before = { rows: (await unclaimed()).length, files: await files() };
    const refused = await upload(app2, await startSession(app2), '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'upload_quota_address',
      errors: [{ field: 'values.sketch', code: 'upload_quota_address' }],
    });
    expect({ rows: (await unclaimed()).length, files: await files() }).toEqual(before);
    expect((await upload(app, await startSession(app), '198.51.100.8')).statusCode).toBe(201);
  });

  it('refuses past the total of everything unclaimed with 429 upload_quota_total, until the purge frees room', async () => {
    const [app, app2] = await servers({ uploadBytesTotal: 3.5 * SIZE });
    for (const [i, server] of [app, app2, app].entries()) {
      expect((await upload(server, await startSession(server), `203.0.113.${i + 1}`)).statusCode).toBe(201);
    }
    const before = { rows: (await unclaimed()).length, files: await files() };
    const refused = await upload(app2, await startSession(app2), '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'upload_quota_total',
      errors: [{ field: 'values.sketch', code: 'upload_quota_total' }],
    });
    expect({ rows: (await unclaimed()).length, files: await files() }).toEqual(before);
    await removeStaleUploads({ db: db.handle.db, now: LATER });
    expect((await upload(app2, await startSession(app2), '203.0.113.9')).statusCode).toBe(201);
  });

  it('holds a session’s quota under parallel uploads to two servers: as many as fit, the rest refused', async () => {
    const [app, app2] = await servers({ uploadBytesPerSession: 5.5 * SIZE });
    const s = await startSession(app);
    const stored = await files();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(i % 2 ? app2 : app, s)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
    const rows = await unclaimed();
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(5.5 * SIZE);
    expect(await files()).toBe(stored + 5);
  });

  it('holds the total under parallel uploads from many sessions and addresses to two servers', async () => {
    const [app, app2] = await servers({ uploadBytesTotal: 6.5 * SIZE });
    const sessions = await Promise.all(Array.from({ length: 12 }, () => startSession(app)));
    const stored = await files();
    const answers = await Promise.all(sessions.map((s, i) => upload(i % 2 ? app2 : app, s, `192.0.2.${i + 1}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json<{ code: string }>().code)).toEqual(
      Array<string>(6).fill('upload_quota_total'),
    );
    expect((await unclaimed()).reduce((sum, r) => sum + r.size, 0)).toBe(6 * SIZE);
    expect(await files()).toBe(stored + 6);
  });
});
