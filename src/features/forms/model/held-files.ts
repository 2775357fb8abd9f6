/**
 * Files on their way to the server, held by a key: the upload request names the key (its arguments stay plain
 * data in the store) and takes the file when the request is built.
 */
const held = new Map<string, File>();
let next = 0;

export function holdFile(file: File): string {
  const key = `file-${++next}`;
  held.set(key, file);
  return key;
}

/** The held file, released; an empty body if it was already taken (the server then refuses it as empty). */
export function takeHeldFile(key: string): Blob {
  const file = held.get(key);
  held.delete(key);
  return file ?? new Blob([]);
}
