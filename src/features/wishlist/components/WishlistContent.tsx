import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import { useLocale } from '@shared/i18n/locale-context';
import { useShareOrigin } from '@shared/lib/share-origin';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { useWishlistActions } from '../hooks/useWishlistActions';
import { useWishlistUi } from '../hooks/useWishlistUi';
import { wishlistShareUrl } from '../model/share';
import type { Wishlist } from '../model/types';
import { wishlistMessages } from '../messages';
import { ConfirmDialog } from './ConfirmDialog';
import { ShareLink } from './ShareLink';
import { WishlistItemRow } from './WishlistItemRow';

export interface WishlistContentProps {
  list: Wishlist;
  /** Said in the notice area as it opens (the add that opened the popup). */
  notice?: string;
  /** The popup closes after an add to the cart, as after any add; the page stays. */
  onAddedToCart?: () => void;
  /** The row of controls at the end (continue shopping, close…), given by the popup or the page. */
  footer?: ReactNode;
  /** The item whose note editor starts open (stories). */
  editingNoteOf?: number;
  /** The clipboard the share link writes to (stories). */
  writeText?: (text: string) => Promise<void>;
  /** The level of its 'Saved products' heading, one below the title above it (the items' names one further). */
  headingLevel?: 2 | 3;
}

/**
 * A list's content, the same in the popup and on the page: its count, the notice area, the items (each with its
 * note, add to cart and remove), the share link, 'Empty wishlist' (only when it has items, after a confirmation),
 * 'Manage wishlists', and the footer. A shared list someone else owns shows no control that changes it.
 */
export function WishlistContent({
  list,
  notice,
  onAddedToCart,
  footer,
  editingNoteOf,
  writeText,
  headingLevel = 3,
}: WishlistContentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const origin = useShareOrigin();
  const ui = useWishlistUi();
  const actions = useWishlistActions(list, notice);
  const [confirming, setConfirming] = useState(false);
  const itemsRef = useRef<HTMLHeadingElement>(null);
  const shareUrl = wishlistShareUrl(origin, locale, list);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage(wishlistMessages.count, { count: list.count })}
      </Typography>
      {!list.owned && (
        <StatusAlert severity="info" role="none">
          {intl.formatMessage(wishlistMessages.sharedNotice)}
        </StatusAlert>
      )}
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {actions.notice && (
          <StatusAlert severity="info" role="none">
            {actions.notice}
          </StatusAlert>
        )}
      </Box>
      <Box>
        <Typography
          ref={itemsRef}
          tabIndex={-1}
          component={headingLevel === 2 ? 'h2' : 'h3'}
          variant="h4"
          sx={{ outline: 'none', marginBlockEnd: 0.5 }}
        >
          {intl.formatMessage(wishlistMessages.itemsHeading)}
        </Typography>
        {list.items.length === 0 ? (
          <Typography sx={{ paddingBlock: 2 }}>{intl.formatMessage(wishlistMessages.empty)}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.items.map((item) => (
              <WishlistItemRow
                key={item.id}
                item={item}
                owned={list.owned}
                headingLevel={headingLevel === 2 ? 3 : 4}
                editingNote={editingNoteOf === item.id}
                onRemove={(removed) => {
                  // The row goes with its button: focus waits on the list's heading.
                  itemsRef.current?.focus();
                  void actions.remove(removed);
                }}
                onSaveNote={actions.saveNote}
                onAddedToCart={onAddedToCart}
              />
            ))}
          </Box>
        )}
      </Box>
      {shareUrl && list.count > 0 && <ShareLink url={shareUrl} writeText={writeText} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {list.owned && list.count > 0 && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {intl.formatMessage(wishlistMessages.emptyAction)}
          </Button>
        )}
        {list.owned && (
          <Button variant="outlined" onClick={(event) => ui.openManage(event.currentTarget)}>
            {intl.formatMessage(wishlistMessages.manage)}
          </Button>
        )}
        {footer}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(wishlistMessages.confirmEmptyTitle)}
        confirmLabel={intl.formatMessage(wishlistMessages.emptyAction)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // After the dialog gave focus back to 'Empty wishlist', which goes with the items.
          requestAnimationFrame(() => itemsRef.current?.focus());
          void actions.empty();
        }}
      />
    </Box>
  );
}
