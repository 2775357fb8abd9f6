import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page is compressed once, in pieces, and each answer puts its nonce between them: every piece is a run of
 * DEFLATE blocks ended by a full flush (byte-aligned, and no later block refers back into it), so pieces, each
 * answer's nonce compressed alone, and a final empty block make one valid DEFLATE stream. The gzip wrapper's CRC-32
 * and length are of the bytes the answer holds, computed per answer (a fraction of a millisecond for 300 KB).
 */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const LAST_BLOCK = Buffer.from([3, 0]);

export const deflatePiece = (bytes: Buffer): Buffer =>
  deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH, level: 6 });

/** The gzip answer: `parts` (compressed once, as `pieces`) with `slot` between each two. */
export function gzipAnswer(parts: Buffer[], pieces: Buffer[], slot: Buffer): Buffer {
  const slotPiece = deflatePiece(slot);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.push(slotPiece);
      crc = crc32(slot, crc);
      length += slot.length;
    }
    out.push(pieces[i]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
