import { COOKIE_NOTICE_STORAGE_KEY, parseConsentChoice, type ConsentChoice } from './consent';

/**
 * The cookie-notice flag in localStorage, observable so that the notice, the analytics gate and
 * other tabs follow a change at once. Storage can throw (private modes, quotas, blocked storage):
 * the choice is then kept in memory for this page, so the shopper is not asked again at once.
 */
const listeners = new Set<() => void>();
let memoryChoice: ConsentChoice | null = null;

export function readConsentChoice(): ConsentChoice | null {
  try {
    return parseConsentChoice(window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY));
  } catch {
    return memoryChoice;
  }
}

export function writeConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, choice);
  } catch {
    memoryChoice = choice;
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConsentChoice(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab answered the notice: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_NOTICE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
