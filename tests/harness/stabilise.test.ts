import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../../harness/browser';
import { stabilise } from '../../harness/stabilise';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(() => browser?.close());

/** A 64 × 64 picture of 8-pixel squares in two colours, as a data URL. */
const checker = async () => {
  const squares = Array.from({ length: 64 }, (_, i) =>
    (Math.floor(i / 8) + (i % 8)) % 2
      ? `<rect x="${(i % 8) * 8}" y="${Math.floor(i / 8) * 8}" width="8" height="8"/>`
      : '',
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" shape-rendering="crispEdges">
    <rect width="64" height="64" fill="#f4e4d0"/><g fill="#1f3a7a">${squares}</g></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
};

/** The colours of a capture, as `r,g,b` strings. */
async function colours(capture: Buffer): Promise<Set<string>> {
  const { data, info } = await sharp(capture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<string>();
  for (let i = 0; i < data.length; i += info.channels) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
  return seen;
}

describe('a settled page', () => {
  it('draws scaled pictures with their own colours only: no smoothing that depends on when they were decoded', async () => {
    const context = await browser.newContext({ viewport: { width: 300, height: 200 } });
    await allowSerialisedFunctions(context);
    const page = await context.newPage();
    const src = await checker();
    // Shrunk to 50 px, enlarged to 90 px and drawn as a 45 px background: smoothing would blend the two colours.
    await page.setContent(
      `<body style="margin:0;background:#fff"><img id="small" src="${src}" width="50" height="50"><img id="large" src="${src}" width="90" height="90"><div id="swatch" style="width:45px;height:45px;background:url(${src}) 0 0 / 45px 45px"></div></body>`,
    );
    await stabilise(page, { timeout: 15_000 });
    for (const id of ['small', 'large', 'swatch']) {
      expect([...(await colours(await page.locator(`#${id}`).screenshot()))].sort()).toEqual([
        '244,228,208',
        '31,58,122',
      ]);
    }
    await context.close();
  }, 60_000);
});
