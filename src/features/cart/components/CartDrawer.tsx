import { useEffect, useId, useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useGetCartQuery } from '@entities/cart/api';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { ModalDrawer } from '@shared/ui/ModalDrawer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { CartView } from './CartView';
import { cartDrawerMessages } from '../drawer-messages';

/** A status region is in the page this long before it speaks: one that arrives holding its text is not reliably heard
 *  (the drawer's code may come after the add's announcement is ready). */
const REGION_SETTLE_MS = 100;

export interface CartDrawerProps {
  /** The cart button's `aria-controls` names it. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** The add to announce; said from inside the drawer, the only part of the page heard while open. */
  announcement: string;
}

/**
 * The cart drawer: a modal dialog sliding from the end side (mirrored in Arabic) with a
 * header, a body at least 400 px high and a footer. Focus stays inside, Escape closes it, and the cart button gets
 * focus back; while closed it is not in the page at all (nothing to tab into, nothing to hear).
 */
export function CartDrawer({ id, open, onClose, announcement }: CartDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const { data: cart } = useGetCartQuery(useLocale());
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const settling = setTimeout(() => setSettled(true), REGION_SETTLE_MS);
    return () => clearTimeout(settling);
  }, []);

  return (
    <ModalDrawer
      id={id}
      titleId={titleId}
      anchor="right"
      open={open}
      onClose={onClose}
      appear
      paperSx={(theme: Theme) => ({
        inlineSize: `min(${theme.spacing(55)}, 100vw)`,
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <Box
        component="header"
        sx={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          paddingInlineStart: theme.spacing(2),
          paddingInlineEnd: theme.spacing(1),
          paddingBlock: theme.spacing(1),
          borderBlockEnd: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Typography id={titleId} component="h2" variant="h4">
          {intl.formatMessage(cartDrawerMessages.drawerTitle)}
          {cart && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
              ({intl.formatMessage(cartDrawerMessages.drawerCount, { count: cart.count })})
            </Typography>
          )}
        </Typography>
        <IconButton aria-label={intl.formatMessage(cartDrawerMessages.drawerClose)} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <CartView variant="drawer" />
      <VisuallyHidden role="status">{settled ? announcement : ''}</VisuallyHidden>
    </ModalDrawer>
  );
}
