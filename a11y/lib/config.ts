/** What the accessibility run checks, and the one documented list of rules stories do not get. */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe tags experimental (off unless asked for) that fit the shop: they run beside the tags'. Left out:
 * `hidden-content`, which only lists hidden elements for a human to review; `focus-order-semantics`, which flags only
 * MUI's focus-trap sentinels (an empty tab stop at each end of a modal that sends focus back in, never one a shopper
 * stays on); `p-as-heading`, which flags the footer's wordmark and a file field's label, bold paragraphs that are no
 * headings.
 */
export const AXE_EXPERIMENTAL_RULES: { rule: string; reason: string }[] = [
  { rule: 'label-content-name-mismatch', reason: 'A voice user says what is written on a control (2.5.3).' },
  { rule: 'td-has-header', reason: 'The order tables’ cells are read with their headers (1.3.1).' },
  { rule: 'table-fake-caption', reason: 'A table’s title is its caption, not a first row (1.3.1).' },
  { rule: 'css-orientation-lock', reason: 'The shop works in either orientation (1.3.4).' },
];

/** axe's run options: the experimental rules above turned on (an enabled rule runs whatever the tags). */
export const AXE_RULE_OPTIONS = Object.fromEntries(AXE_EXPERIMENTAL_RULES.map(({ rule }) => [rule, { enabled: true }]));

/**
 * Rules about the whole page. An isolated story has no page frame (no header, main, footer, skip
 * link or h1: the shell and the page provide them), so these only fire because of isolation there.
 * Every one of them still runs on every app route. This is the only exemption stories get.
 */
export const STORY_DISABLED_RULES: { rule: string; reason: string }[] = [
  {
    rule: 'region',
    reason: 'Content outside landmarks: the landmarks (header, main, footer) come from the page shell.',
  },
  { rule: 'landmark-one-main', reason: 'The main landmark is the shell’s, not a component’s.' },
  { rule: 'page-has-heading-one', reason: 'The h1 belongs to the page a component is placed on.' },
  { rule: 'bypass', reason: 'The skip link is part of the shell.' },
  { rule: 'landmark-no-duplicate-banner', reason: 'A story may show several header variants; the page shows one.' },
  {
    rule: 'landmark-no-duplicate-contentinfo',
    reason: 'A story may show several footer variants; the page shows one.',
  },
  { rule: 'landmark-no-duplicate-main', reason: 'A story may show several page-body variants; the page shows one.' },
  {
    rule: 'landmark-complementary-is-top-level',
    reason: 'Whether an aside is top-level depends on where the page places it, not on the component.',
  },
];

/** The checks axe cannot make, run by the harness itself. */
export const HARNESS_CHECKS = [
  {
    id: 'focus-visible',
    criterion: '2.4.7',
    appliesTo: 'stories and routes',
    method:
      'Tab through the page; for each Tab stop compare the computed outline, box-shadow, border, background, colour, text decoration and opacity of the element, its pseudo-elements, its close wrappers and its descendants with their state before any focus. Fails when nothing visible changes, or when the focused element itself is invisible (zero size, transparent, off-screen).',
  },
  {
    id: 'focus-not-obscured',
    criterion: '2.4.11',
    appliesTo: 'stories and routes',
    method:
      'At each Tab stop, after the browser scrolled the element into view: fails when every sampled point of the element (centre and four inset corners) is covered by a fixed or sticky element (sticky header, cookie notice).',
  },
  {
    id: 'target-size-minimum',
    criterion: '2.5.8',
    appliesTo: 'stories and routes',
    method:
      'Every visible pointer target not covered by other content (links, buttons, form fields with their labels, ARIA widgets) is at least 24×24 CSS px, or passes an exception: inline in a sentence, or the spacing exception (a 24 px circle centred on the target meets no other target nor another undersized target’s circle).',
  },
  {
    id: 'reflow-320',
    criterion: '1.4.10',
    appliesTo: 'routes at 320×640 CSS px, and stories tagged `mobile`',
    method:
      'At 320 CSS px wide the document does not scroll horizontally; names the elements that stick out of the viewport outside a scroll container of their own. With a modal open, only the modal is judged (the page behind it is checked in its own state).',
  },
  {
    id: 'text-spacing',
    criterion: '1.4.12',
    appliesTo: 'stories and routes',
    method:
      'Applies line height 1.5, paragraph spacing 2em, letter spacing 0.12em and word spacing 0.16em to every element; fails for text newly cut off by an ancestor with hidden or clipped overflow, unless that ancestor is a collapsed disclosure the user can expand (its toggle has aria-expanded="false").',
  },
  {
    id: 'aria-hidden-focus-console',
    criterion: '4.1.2',
    appliesTo: 'stories and routes',
    method:
      'Chrome’s console warning “Blocked aria-hidden on an element because its descendant retained focus” (focus left inside a closing overlay, mui#46682) fails the page.',
  },
] as const;

/** WCAG 2.2 level A and AA criteria touched by the axe tags above or by the harness checks. */
export const CRITERIA: Record<string, { title: string; level: 'A' | 'AA' }> = {
  '1.1.1': { title: 'Non-text Content', level: 'A' },
  '1.2.1': { title: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  '1.2.2': { title: 'Captions (Prerecorded)', level: 'A' },
  '1.3.1': { title: 'Info and Relationships', level: 'A' },
  '1.3.4': { title: 'Orientation', level: 'AA' },
  '1.3.5': { title: 'Identify Input Purpose', level: 'AA' },
  '1.4.1': { title: 'Use of Color', level: 'A' },
  '1.4.2': { title: 'Audio Control', level: 'A' },
  '1.4.3': { title: 'Contrast (Minimum)', level: 'AA' },
  '1.4.4': { title: 'Resize Text', level: 'AA' },
  '1.4.10': { title: 'Reflow', level: 'AA' },
  '1.4.12': { title: 'Text Spacing', level: 'AA' },
  '2.1.1': { title: 'Keyboard', level: 'A' },
  '2.2.1': { title: 'Timing Adjustable', level: 'A' },
  '2.2.2': { title: 'Pause, Stop, Hide', level: 'A' },
  '2.4.1': { title: 'Bypass Blocks', level: 'A' },
  '2.4.2': { title: 'Page Titled', level: 'A' },
  '2.4.4': { title: 'Link Purpose (In Context)', level: 'A' },
  '2.4.7': { title: 'Focus Visible', level: 'AA' },
  '2.4.11': { title: 'Focus Not Obscured (Minimum)', level: 'AA' },
  '2.5.3': { title: 'Label in Name', level: 'A' },
  '2.5.8': { title: 'Target Size (Minimum)', level: 'AA' },
  '3.1.1': { title: 'Language of Page', level: 'A' },
  '3.1.2': { title: 'Language of Parts', level: 'AA' },
  '3.3.2': { title: 'Labels or Instructions', level: 'A' },
  '4.1.2': { title: 'Name, Role, Value', level: 'A' },
};

/** 'wcag111' → '1.1.1'; only A/AA criteria of WCAG 2.2 (AAA tags such as wcag213 are left out). */
export function criteriaOfTags(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => {
    const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
    const criterion = match ? `${match[1]}.${match[2]}.${match[3]}` : null;
    return criterion && criterion in CRITERIA ? [criterion] : [];
  });
}

/** WCAG 1.4.10: 320 CSS px wide (1280 px at 400 % zoom); the height of a small phone. */
export const REFLOW_VIEWPORT = { width: 320, height: 640 } as const;
