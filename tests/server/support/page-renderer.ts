import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '../../../vite-plugins/csp-nonce';
import { WARM_INTL_SOURCE } from '../../../vite-plugins/warm-intl';

const INDEX = `<!doctype html><html lang="fr"><head><title>Zellige</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;

/**
 * A build's client folder (index.html, the manifest) and, beside it, `entry` as the server's renderer
 * (dist/server/server-entry.js): a stand-in with its interface. Returns the client folder; the root is its parent.
 */
export function rendererFixture(entry: string): { root: string; clientDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'zellige-ssr-'));
  mkdirSync(join(root, 'client', 'assets'), { recursive: true });
  mkdirSync(join(root, 'client', '.vite'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'client', 'index.html'), INDEX);
  writeFileSync(
    join(root, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js' },
      [WARM_INTL_SOURCE]: { file: 'assets/warm-intl-3.js', src: WARM_INTL_SOURCE },
    }),
  );
  writeFileSync(join(root, 'server', 'server-entry.js'), entry);
  return { root, clientDir: join(root, 'client') };
}
