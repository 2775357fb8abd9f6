import { readdirSync } from 'node:fs';

/** Where the mock API's pictures are, from the project's root. */
export const FIXTURE_MEDIA = 'tests/support/fixtures/media';

/** A fixture picture's file name by its name and width (the name ends with a hash of its bytes, which re-seeding moves). */
export function fixturePicture(prefix: string): string {
  const file = readdirSync(FIXTURE_MEDIA).find((f) => f.startsWith(prefix));
  if (!file) throw new Error(`no fixture picture starts with ${prefix}`);
  return file;
}
