import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageFetcher } from '../../../server/import/images';
import { startImageServer } from '../../support/image-server';

describe("fetching an export's pictures", () => {
  let images: Awaited<ReturnType<typeof startImageServer>>;
  beforeAll(async () => {
    images = await startImageServer();
  });
  afterAll(() => images?.close());

  it('asks again when the connection drops, and gets the picture', async () => {
    const got = await new ImageFetcher().get(`${images.origin}/uploads/flaky-plat.png`, 'plat');
    expect(got.ok).toBe(true);
    expect(images.requests.filter((r) => r === 'flaky-plat.png')).toHaveLength(2);
  });

  it('does not ask again for a picture that is not there, nor where nothing answers', async () => {
    const fetcher = new ImageFetcher();
    expect(await fetcher.get(`${images.origin}/uploads/missing.png`, 'x')).toEqual({
      ok: false,
      reason: 'not reachable (HTTP 404)',
    });
    expect(images.requests.filter((r) => r === 'missing.png')).toHaveLength(1);
    // A closed port, and a host no name server knows: each tried once (with no network, every picture of a long
    // file would wait for its retries otherwise).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    for (const url of [`http://127.0.0.1:${port}/zarbiya.png`, 'http://images.zarbiya.invalid/zarbiya.png']) {
      const started = performance.now();
      const got = await fetcher.get(url, 'x');
      expect(got).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/^not reachable \(fetch failed: .*(ECONNREFUSED|ENOTFOUND)/),
      });
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('fetches each address once per import', async () => {
    const fetcher = new ImageFetcher();
    const before = images.requests.length;
    await Promise.all([1, 2, 3].map(() => fetcher.get(`${images.origin}/uploads/bol.png`, 'bol')));
    expect(images.requests.length - before).toBe(1);
  });
});
