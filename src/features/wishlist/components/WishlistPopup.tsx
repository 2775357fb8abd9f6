import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, IconButton, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { ModalDrawer } from '@shared/ui/ModalDrawer';
import { Spinner } from '@shared/ui/Spinner';
import { useGetWishlistQuery } from '../api';
import { wishlistMessages } from '../messages';
import { listName } from '../model/names';
import { WishlistContent } from './WishlistContent';

export interface WishlistPopupProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The notice of the add that opened it. */
  notice?: string;
  /** Which of the visitor's lists it shows; the default one when absent. */
  listKey?: string;
  /** Goes up with each opening: the content starts afresh with that opening's notice. */
  openSeq?: number;
}

/**
 * The wishlist popup: a modal dialog sliding in from the end side (mirrored in Arabic), loaded on first open. Focus
 * stays inside; Escape, the close button, 'Continue shopping' or a click outside closes it, and focus goes back to
 * what opened it. An add to the cart from it closes it, as after any add.
 */
export function WishlistPopup({ id, open, onClose, notice, listKey, openSeq = 0 }: WishlistPopupProps) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const { popupScrollbar } = useSettings().wishlist;
  const query = useGetWishlistQuery(listKey ? { locale, key: listKey } : { locale });
  const list = query.data;

  return (
    <ModalDrawer
      id={id}
      titleId={titleId}
      anchor="right"
      open={open}
      onClose={onClose}
      appear
      paperSx={(theme: Theme) => ({
        inlineSize: `min(${theme.spacing(60)}, 100vw)`,
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
          {list ? listName(intl, list) : intl.formatMessage(wishlistMessages.title)}
        </Typography>
        <IconButton aria-label={intl.formatMessage(wishlistMessages.close)} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        aria-busy={!list && !query.error ? true : undefined}
        sx={(theme: Theme) => ({
          flex: 1,
          overflowY: 'auto',
          padding: 2,
          // The store's 'custom scrollbar': thin, in the theme's colours.
          ...(popupScrollbar && {
            scrollbarWidth: 'thin',
            scrollbarColor: `${theme.palette.text.secondary} transparent`,
          }),
        })}
      >
        {list ? (
          <WishlistContent
            key={openSeq}
            list={list}
            notice={notice}
            onAddedToCart={onClose}
            footer={
              <>
                <Button onClick={onClose}>{intl.formatMessage(wishlistMessages.continueShopping)}</Button>
                <Button
                  component={RouterLink}
                  to={localePath(locale, list.key && !list.isDefault ? `/wishlist/${list.key}/` : '/wishlist/')}
                >
                  {intl.formatMessage(wishlistMessages.openPage)}
                </Button>
              </>
            }
          />
        ) : query.error ? (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography>{intl.formatMessage(wishlistMessages.loadError)}</Typography>
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {intl.formatMessage(wishlistMessages.retry)}
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, minBlockSize: 200 }}>
            <Typography role="status">{intl.formatMessage(wishlistMessages.loading)}</Typography>
            <Spinner />
          </Box>
        )}
      </Box>
    </ModalDrawer>
  );
}
