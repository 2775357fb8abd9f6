/** Words as a voice user says them: case and runs of spaces (a narrow no-break space too) do not count. */
const words = (text: string) =>
  text
    .replace(/[\s\u202f]+/g, ' ')
    .trim()
    .toLocaleLowerCase();

/**
 * The controls under `root` whose `aria-label` does not start with their visible text (WCAG 2.5.3, label in name):
 * saying what is written on them would not reach them. Each as 'visible text → accessible name'.
 */
export function labelInNameMismatches(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('button[aria-label], a[aria-label], [role="button"][aria-label]')]
    .map((control) => ({ visible: words(control.textContent ?? ''), name: control.getAttribute('aria-label') ?? '' }))
    .filter(({ visible, name }) => visible !== '' && !words(name).startsWith(visible))
    .map(({ visible, name }) => `${visible} → ${name}`);
}
