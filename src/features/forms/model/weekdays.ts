/** The shop's week starts on Monday: closed days are named in that order. */
const fromMonday = (day: number) => (day + 6) % 7;

/** Weekday numbers (0 Sunday … 6 Saturday) as their names in a locale, Monday first, each once. */
export function weekdayNames(days: readonly number[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-29 was a Sunday: day d of the week is d days later.
  const nameOf = (day: number) => format.format(new Date(Date.UTC(2026, 10, 29 + day)));
  return [...new Set(days)].sort((a, b) => fromMonday(a) - fromMonday(b)).map(nameOf);
}
