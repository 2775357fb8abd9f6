import { createContext } from 'react';

/**
 * The quick view, as the cards see it: the app composes the dialog (it hosts the product feature's form, which the
 * catalogue may not import) and provides this. Without a provider the cards show no quick-view button.
 */
export interface QuickView {
  /** Opens the product's quick view; focus goes back to `opener` when it closes. */
  open(slug: string, opener: HTMLButtonElement): void;
  /** Starts downloading the dialog's code before the first press (pointer over or focus on a button). */
  preload(): void;
}

export const QuickViewContext = createContext<QuickView | null>(null);
