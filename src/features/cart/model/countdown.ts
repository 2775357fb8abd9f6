import { countdownEnd } from '@domain/cart';

/**
 * The cart countdown's arithmetic. The server sets the end (start + length × 60 s); the shopper's clock may disagree
 * with the server's, so what is left is never shown as more than the whole length.
 */
export function remainingSeconds(endsAt: string, nowMs: number, lengthSeconds: number): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return 0;
  const left = Math.ceil((end - nowMs) / 1000);
  return Math.max(0, Math.min(left, lengthSeconds));
}

/**
 * What is left of a looping countdown's current period: it starts over at each end (the domain's countdownEnd), so
 * it is never 0. A start in the shopper's future (clocks disagree) shows the whole length.
 */
export function loopingRemainingSeconds(startedAt: string, nowMs: number, lengthSeconds: number): number {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start) || lengthSeconds <= 0) return 0;
  const end = countdownEnd(new Date(start), lengthSeconds / 60, true, new Date(nowMs));
  return Math.min(lengthSeconds, Math.ceil((end.getTime() - nowMs) / 1000));
}

/** mm:ss, with hours when there are any (h:mm:ss); digits are Latin in every locale, as the prices' are. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${two(minutes)}:${two(s % 60)}`;
}

/**
 * The time left in words in the shopper's language ('9 minutes and 5 seconds', '9 minutes et 5 secondes',
 * Arabic's own), with Latin digits as everywhere in the shop; hours only when there are some.
 */
export function wordsText(seconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long', numberingSystem: 'latn' }).format(
      value,
    );
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(hours > 0 || minutes > 0 ? [unit(minutes, 'minute')] : []),
    unit(s % 60, 'second'),
  ];
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
