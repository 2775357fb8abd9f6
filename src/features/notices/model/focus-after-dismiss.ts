const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * When a banner holding focus disappears, focus would fall back to <body> and screen readers
 * would start again from the top. Call this before hiding: it moves focus to the next focusable
 * element after the banner, or the previous one when the banner was last on the page.
 */
export function moveFocusPast(banner: HTMLElement | null): void {
  if (!banner || !banner.contains(document.activeElement)) return;
  const candidates = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !banner.contains(el) && !el.closest('[inert], [aria-hidden="true"]'),
  );
  const following = (el: HTMLElement) => (banner.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const target = candidates.find(following) ?? candidates.filter((el) => !following(el)).at(-1);
  if (target) target.focus();
  else (document.activeElement as HTMLElement | null)?.blur();
}
