import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storybookBuildNeeded } from '../../harness/storybook-build';

/** A project with one story and a build, the build written at `builtAt` and the story at `storyAt` (seconds). */
function project(storyAt: number, builtAt: number) {
  const root = mkdtempSync(join(tmpdir(), 'storybook-build-'));
  mkdirSync(join(root, 'stories/features'), { recursive: true });
  mkdirSync(join(root, 'storybook-static'));
  const story = join(root, 'stories/features/Card.stories.tsx');
  const index = join(root, 'storybook-static/index.json');
  writeFileSync(story, 'export default {};');
  writeFileSync(index, '{}');
  utimesSync(join(root, 'stories/features'), storyAt, storyAt);
  utimesSync(join(root, 'stories'), storyAt, storyAt);
  utimesSync(story, storyAt, storyAt);
  utimesSync(index, builtAt, builtAt);
  return { root, dir: join(root, 'storybook-static') };
}

describe('when the harness builds Storybook', () => {
  it('builds when there is no build', () => {
    const root = mkdtempSync(join(tmpdir(), 'storybook-build-'));
    expect(storybookBuildNeeded(join(root, 'storybook-static'), root, ['stories'])).toBe('no build yet');
  });

  it('builds again when a story changed after the build, and names what changed', () => {
    const { root, dir } = project(2_000_000, 1_000_000);
    expect(storybookBuildNeeded(dir, root, ['src', 'stories'])).toBe('stories changed since the last build');
  });

  it('keeps a build newer than every source', () => {
    const { root, dir } = project(1_000_000, 2_000_000);
    expect(storybookBuildNeeded(dir, root, ['src', 'stories'])).toBeNull();
  });
});
