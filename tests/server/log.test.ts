import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggerOptions, prettyLine } from '../../server/log';
import { RENDER_HEADER } from '../../server/plugins/rate-limit';
import { buildTestApp } from './support/app';
import { type TestDatabase, openTestDatabase } from './support/test-db';

describe('the server’s log', () => {
  it('reads as text in a terminal: time, level, message, other fields; no field the text already says', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.parse('2026-12-06T10:11:12Z'),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      method: 'GET',
      url: '/fr/',
      status: 200,
      ms: 3.2,
      msg: 'GET /fr/ 200 3.2 ms',
      cart: 'kept',
    });
    const line = prettyLine(json, false);
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/fr\/ 200 3\.2 ms cart=kept\n$/);
    const error = prettyLine(
      JSON.stringify({ level: 50, time: 0, msg: 'page render failed', err: { message: 'boom', stack: 'Error: boom' } }),
      false,
    );
    expect(error).toContain('ERROR page render failed\nError: boom');
    expect(prettyLine('not json', false)).toBe('not json\n');
  });

  it('is text for a terminal and JSON lines otherwise', () => {
    const terminal = { isTTY: true, write: () => true } as unknown as NodeJS.WriteStream;
    const pipe = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
    expect(loggerOptions('info', terminal)).toMatchObject({ level: 'info', stream: expect.anything() });
    expect(loggerOptions('warn', pipe)).toEqual({ level: 'warn' });
  });

  describe('one line per request', () => {
    let db: TestDatabase;
    let app: FastifyInstance;
    const lines: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      db = await openTestDatabase('pglite', { seed: false });
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      });
      app = await buildTestApp(db.handle, {}, { level: 'info', stream });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    it('says the method, path, status and time once; a rendering’s own API calls are not counted again', async () => {
      lines.splice(0);
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/api/settings', headers: { [RENDER_HEADER]: app.renderKey } });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/health', status: 200 });
      expect(lines[0]!.msg).toMatch(/^GET \/api\/health 200 [\d.]+ ms$/);
    });
  });
});
