import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { WISHLIST_NOTICE_MS } from '@domain/wishlist';
import { LazyImage } from '@shared/ui/LazyImage';
import type { WishlistToast as Toast } from '../hooks/useWishlistUi';
import { wishlistMessages } from '../messages';

export interface WishlistToastProps {
  toast: Toast | null;
  onDismiss: () => void;
  /** How long it stays; 0 keeps it (stories). */
  durationMs?: number;
}

/**
 * The toast after an add when button_action is 'message': the product's picture and the notice, at the top of the
 * end side (message_position 'right-top', mirrored in Arabic), for 3000 ms. A polite status that never takes focus;
 * hovering or focusing it keeps it, and its button dismisses it.
 */
export function WishlistToast({ toast, onDismiss, durationMs = WISHLIST_NOTICE_MS }: WishlistToastProps) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!toast || held || durationMs === 0) return undefined;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [toast, held, durationMs, onDismiss]);

  return (
    <Box
      role="status"
      sx={(theme) => ({
        position: 'fixed',
        insetBlockStart: theme.spacing(2),
        insetInlineEnd: theme.spacing(2),
        zIndex: theme.zIndex.snackbar,
        maxInlineSize: `min(${theme.spacing(45)}, calc(100vw - ${theme.spacing(4)}))`,
        '&:empty': { display: 'none' },
      })}
    >
      {toast && (
        <Box
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            padding: 1.5,
            borderRadius: `${theme.shop.radii.md}px`,
            backgroundColor: theme.palette.background.paper,
            boxShadow: theme.shadows[6],
            border: `1px solid ${theme.palette.divider}`,
          })}
        >
          {toast.image && (
            <Box sx={{ inlineSize: 56, blockSize: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
              <LazyImage
                src={toast.image.src}
                srcSet={toast.image.srcset}
                sizes="56px"
                width={toast.image.width}
                height={toast.image.height}
                alt=""
                priority
                sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
              />
            </Box>
          )}
          <Box sx={{ flex: 1, minInlineSize: 0 }}>
            <Typography sx={{ fontWeight: 'bold' }}>{intl.formatMessage(wishlistMessages.toastTitle)}</Typography>
            <Typography variant="body2">{intl.formatMessage(wishlistMessages.added, { name: toast.name })}</Typography>
          </Box>
          <IconButton aria-label={intl.formatMessage(wishlistMessages.dismiss)} onClick={onDismiss} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
