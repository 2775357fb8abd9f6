import { describe, expect, it } from 'vitest';
import { takeScripts } from '../../server/plugins/pages/template';

describe("the built index.html's scripts, taken out for the loader", () => {
  it('takes the entry, its preloads, and a chunk the build loads before the entry as one more preload', () => {
    // The build writes the bundler's runtime helpers as a script of their own when the entry awaits at its top level.
    const template =
      '<head><script type="module" crossorigin src="/assets/rolldown-runtime-1.js" nonce="N"></script>\n' +
      '<script type="module" crossorigin src="/assets/shell-2.js" nonce="N"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js"></head><body></body>';
    const { html, main, preloads } = takeScripts(template);
    expect(main).toBe('/assets/shell-2.js');
    expect(preloads).toEqual(['/assets/rolldown-runtime-1.js', '/assets/vendor-3.js']);
    expect(html).toBe('<head></head><body></body>');
  });

  it('refuses a template with no module script', () => {
    expect(() => takeScripts('<head></head>')).toThrow('index.html has no module script');
  });
});
