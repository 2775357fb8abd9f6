import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../harness/browser';
import { serveStatic } from '../../harness/static-server';

export interface ServedFiles {
  url: string;
  /** Chromium with the harness's flags. */
  browser: Browser;
  close: () => Promise<void>;
}

/** Files (path → text) in a temporary folder, served by the harness's file server, and a browser to load them in. */
export async function serveFiles(files: Record<string, string>): Promise<ServedFiles> {
  const root = mkdtempSync(join(tmpdir(), 'harness-files-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const site = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    url: site.url,
    browser,
    close: async () => {
      await browser.close();
      await site.close();
    },
  };
}
