/** The system Chromium and the flags this environment needs (no sandbox, no background network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Builds the accessibility tree from the start, so Chrome reports ARIA misuse such as "Blocked aria-hidden on
  // an element because its descendant retained focus" (mui#46682) to the console, where the tests catch it.
  '--force-renderer-accessibility',
];
