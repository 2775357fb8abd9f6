import { useState, type ReactNode } from 'react';
import { QuickViewContext, type QuickView } from '@features/catalogue/quick-view';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';

// The dialog, the product form and their messages are downloaded on the first press (or hover, or focus).
const QuickViewDialog = deferred(() =>
  import('../routes/quick-view/QuickViewDialog').then((module) => module.QuickViewDialog),
);

/**
 * Gives every product card its quick view: one dialog per product, opened from the card's button, which gets focus
 * back when it closes. After a successful add the dialog closes; the cart button in the header opens the drawer and
 * announces the add.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const overlay = useDeferredOverlay('quick-view');
  const [slug, setSlug] = useState<string | null>(null);
  const quickView: QuickView = {
    open: (next, opener) => {
      setSlug(next);
      overlay.show(opener);
    },
    preload: QuickViewDialog.preload,
  };
  return (
    <QuickViewContext value={quickView}>
      {children}
      {overlay.mounted && slug && (
        <QuickViewDialog
          // One dialog per product: another product starts afresh.
          key={slug}
          slug={slug}
          open={overlay.open}
          onClose={overlay.close}
          onAdded={overlay.close}
          onLoadError={overlay.onLoadError}
        />
      )}
    </QuickViewContext>
  );
}
