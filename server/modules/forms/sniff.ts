/**
 * An upload's kind read from its first bytes, never from its name: a script renamed 'photo.jpg' is no picture.
 * The kinds a shop's forms take: pictures (PNG, JPEG, GIF, WebP) and PDF documents.
 */
export interface FileKind {
  /** The extensions this kind goes by. */
  extensions: string[];
  mime: string;
}

const KINDS: Array<FileKind & { test: (b: Uint8Array) => boolean }> = [
  {
    extensions: ['png'],
    mime: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extensions: ['gif'], mime: 'image/gif', test: (b) => /^GIF8[79]a$/.test(ascii(b, 0, 6)) },
  { extensions: ['webp'], mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { extensions: ['pdf'], mime: 'application/pdf', test: (b) => ascii(b, 0, 5) === '%PDF-' },
];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kind of these bytes, or null for anything else. */
export function sniffFile(bytes: Uint8Array): FileKind | null {
  const kind = KINDS.find((k) => k.test(bytes));
  return kind ? { extensions: kind.extensions, mime: kind.mime } : null;
}
