import { useIntl } from 'react-intl';
import { Box, Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useWishlistToggle, type WishlistToggleTarget } from '../hooks/useWishlistToggle';
import { wishlistMessages } from '../messages';

export interface WishlistToggleProps extends WishlistToggleTarget {
  /** 'icon' on a card's picture (the product's name is part of its name), 'button' with its label on product pages. */
  variant?: 'icon' | 'button';
}

/**
 * A product's wishlist button in its three states (normal, adding with a spinner, added with a filled heart). Its
 * name says what a press does ('Add to wishlist', then 'Browse wishlist', or 'Remove from wishlist' where the store
 * removes on a second press), and its status region says what happened.
 */
export function WishlistToggle({ variant = 'button', ...target }: WishlistToggleProps) {
  const intl = useIntl();
  const toggle = useWishlistToggle(target);
  const busy = toggle.state === 'adding';
  const icon = busy ? (
    <CircularProgress size={18} color="inherit" aria-hidden />
  ) : toggle.state === 'added' ? (
    <FavoriteIcon />
  ) : (
    <FavoriteBorderIcon />
  );
  const common = {
    'aria-busy': busy || undefined,
    'data-state': toggle.state,
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => void toggle.press(event.currentTarget),
    onMouseEnter: toggle.preload,
    onFocus: toggle.preload,
  };
  const status = <VisuallyHidden role="status">{toggle.announcement}</VisuallyHidden>;

  if (variant === 'icon') {
    return (
      <>
        <Tooltip title={toggle.label}>
          <IconButton
            {...common}
            aria-label={intl.formatMessage(wishlistMessages.named, { action: toggle.label, name: target.name })}
            sx={(theme) => ({
              backgroundColor: theme.palette.background.paper,
              color: toggle.state === 'added' ? theme.palette.secondary.main : theme.palette.text.primary,
              boxShadow: theme.shadows[1],
              '&:hover': { backgroundColor: theme.palette.background.paper },
            })}
          >
            {icon}
          </IconButton>
        </Tooltip>
        {status}
      </>
    );
  }
  return (
    <Box>
      <Button {...common} variant="text" startIcon={icon} sx={{ paddingInline: 1 }}>
        {toggle.label}
      </Button>
      {status}
    </Box>
  );
}
