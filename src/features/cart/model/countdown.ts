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

/** mm:ss, with hours when there are any (h:mm:ss); digits are Latin in every locale, as the prices' are. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${two(minutes)}:${two(s % 60)}`;
}
