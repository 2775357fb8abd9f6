import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import type { Wishlist } from '../model/types';
import { listName } from '../model/names';
import { wishlistMessages } from '../messages';
import { WishlistContent } from './WishlistContent';
import { WishlistSwitcher } from './WishlistSwitcher';

export interface WishlistPageViewProps {
  list: Wishlist;
  /** The clipboard the share link writes to (stories). */
  writeText?: (text: string) => Promise<void>;
}

/**
 * The wishlist page's content (`/:locale/wishlist/`, and `/:locale/wishlist/:key/` for a shared or named list): the
 * list's name as the page's heading, the switcher between the shopper's lists, and the list itself.
 */
export function WishlistPageView({ list, writeText }: WishlistPageViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxInlineSize: 880 }}>
      <Typography component="h1" variant="h1">
        {listName(intl, list)}
      </Typography>
      {list.owned && list.lists.length > 1 && <WishlistSwitcher lists={list.lists} current={list.key} />}
      <WishlistContent
        list={list}
        headingLevel={2}
        writeText={writeText}
        footer={
          <Button component={RouterLink} to={localePath(locale, '/shop/')}>
            {intl.formatMessage(wishlistMessages.continueShopping)}
          </Button>
        }
      />
    </Box>
  );
}
