import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { approvedRecord } from '../../visual/lib/approvals';
import type { Entry } from '../../visual/lib/report';

const entry = (kind: Entry['kind'], fingerprint?: string): Entry =>
  ({
    name: `${kind}--content-delivery--fr--desktop`,
    kind,
    status: 'changed',
    fingerprint,
    resources: ['code:FormPopupBlock.js'],
  }) as Entry;

describe('an approval', () => {
  it("writes the record of any snapshot the look fingerprinted, a route's too, so the next run skips it", () => {
    for (const kind of ['story', 'route'] as const) {
      expect(approvedRecord(entry(kind, 'f1'), Buffer.from('pixels'))).toEqual({
        fingerprint: 'f1',
        resources: ['code:FormPopupBlock.js'],
        result: { baseline: createHash('sha256').update('pixels').digest('hex') },
      });
    }
  });

  it('writes none for a snapshot looked at without a fingerprint: it is looked at again', () => {
    expect(approvedRecord(entry('route'), Buffer.from('pixels'))).toBeNull();
  });
});
