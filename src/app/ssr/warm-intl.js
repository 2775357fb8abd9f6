// A worker started by the page's head: it creates the locale's number, date and plural formats once, so the
// engine's locale data (loaded once per process, about 50 ms) is ready before the page's scripts format a price.
var locale = self.location.hash.slice(1) || 'fr';
try {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'MAD' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  new Intl.PluralRules(locale).select(1);
  Intl.NumberFormat.supportedLocalesOf(locale);
} catch {
  // Nothing to warm: the page formats as it would have.
}
self.close();
