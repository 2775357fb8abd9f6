import { describe, expect, it } from 'vitest';
import { enqueue } from '@shared/api/serial-queue';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('serial queue', () => {
  it('runs one task at a time per key, in the order queued', async () => {
    const key = {};
    const log: string[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      enqueue(key, async () => {
        log.push(`start ${i}`);
        await gate.promise;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await Promise.resolve();
    expect(log).toEqual(['start 0']);
    gates[2]!.resolve();
    gates[1]!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['start 0']);
    gates[0]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('goes on after a failed task, and passes the failure to its caller', async () => {
    const key = {};
    const failing = enqueue(key, async () => {
      throw new Error('boom');
    });
    const next = enqueue(key, async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });

  it('keeps separate queues for separate keys (stores)', async () => {
    const stuck = deferred();
    void enqueue({}, () => stuck.promise);
    expect(await enqueue({}, async () => 'free')).toBe('free');
    stuck.resolve();
  });
});
