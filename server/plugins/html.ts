import { type Locale, directionOf } from '@domain/locales';

/** Sets <html lang dir> for the locale, so the first paint is already in the right direction. */
export function localiseHtml(html: string, locale: Locale): string {
  return html.replace(/<html\b([^>]*)>/i, (_match, attrs: string) => {
    const rest = attrs.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<html lang="${locale}" dir="${directionOf(locale)}"${rest}>`;
  });
}
