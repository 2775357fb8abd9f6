import { describe, expect, it } from 'vitest';
import { localiseHtml } from '../../../server/plugins/static';

describe('localiseHtml', () => {
  it('sets lang and dir on <html>, replacing the built ones and keeping other attributes', () => {
    expect(localiseHtml('<!doctype html><html lang="fr" class="x"><body></body></html>', 'ar')).toBe(
      '<!doctype html><html lang="ar" dir="rtl" class="x"><body></body></html>',
    );
    expect(localiseHtml('<html><head></head></html>', 'en')).toBe('<html lang="en" dir="ltr"><head></head></html>');
  });
});
