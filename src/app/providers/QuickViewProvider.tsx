import { useState, type ReactNode } from 'react';
import { QuickViewContext, type QuickView } from '@features/catalogue/quick-view';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';

// The dialog, the product form and their messages are downloaded on the first press (or hover, or focus).
const QuickViewDialog = deferred(() =>
  import('../routes/quick-view/QuickViewDialog').then((module) => module.QuickViewDialog),
);

/**
 * Gives every product card its quick view (spec §2 'Quick-view popup'): one dialog per product, opened from the
 * card's button, which gets focus back when it closes. After an add the dialog closes (spec §4 step 6) and what was
 * added is announced from a status region that stays on the page.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const overlay = useDeferredOverlay('quick-view');
  const [slug, setSlug] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const quickView: QuickView = {
    open: (next, opener) => {
      setSlug(next);
      setAnnouncement('');
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
          onAdded={(text) => {
            overlay.close();
            setAnnouncement(text);
          }}
          onLoadError={overlay.onLoadError}
        />
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </QuickViewContext>
  );
}
