import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/** The stories of a Storybook build (docs pages excluded). */
export function listStories(storybookDir: string): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }));
}

export function storyUrl(base: string, id: string, locale: string): string {
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=locale:${locale}`;
}
