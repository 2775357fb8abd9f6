/** The newest modification time under `path` (a file or a folder, walked whole); 0 when it does not exist. */
export function newestMtime(path: string): number;
