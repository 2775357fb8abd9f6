/**
 * What another feature tells the mobile menu's Account tab about one of its entries (the shell hands it in: a
 * feature never imports another): the entry's accessible name with its count, the count its badge shows, and, when
 * the entry opens a popup or a dialog instead of its page, what opens it (given the element focus goes back to).
 */
export interface AccountEntryState {
  name?: string;
  count?: number;
  onOpen?: (opener: HTMLElement | null) => void;
}
