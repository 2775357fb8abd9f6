import { readFileSync } from 'node:fs';

const FILE = new URL('../../support/fixtures/woocommerce/products.csv', import.meta.url);
const UPLOADS = 'https://shop.example/wp-content/uploads/';

/** The small export, its pictures' addresses pointing at the test's picture server. */
export const smallExport = (origin: string) => readFileSync(FILE, 'utf8').replaceAll(UPLOADS, `${origin}/uploads/`);
