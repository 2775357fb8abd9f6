import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Button, TextField } from '@mui/material';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import type { WishlistSummary } from '../model/types';
import { listName } from '../model/names';
import { wishlistMessages } from '../messages';
import { FieldLabel } from './FieldLabel';

/**
 * The dropdown switcher between the shopper's lists: choosing a list and pressing 'View' goes to its address. The
 * page changes on the button, not on the choice itself, so a keyboard user can move through the options freely.
 */
export function WishlistSwitcher({ lists, current }: { lists: WishlistSummary[]; current: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [chosen, setChosen] = useState(current ?? lists[0]?.key ?? '');
  const urlOf = (key: string) => {
    const list = lists.find((l) => l.key === key);
    return localePath(locale, list?.isDefault ? '/wishlist/' : `/wishlist/${key}/`);
  };
  return (
    <Box
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void navigate(urlOf(chosen));
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <FieldLabel htmlFor={id}>{intl.formatMessage(wishlistMessages.switcher)}</FieldLabel>
      <TextField
        id={id}
        select
        size="small"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minInlineSize: 220 }}
        slotProps={{ select: { native: true } }}
      >
        {lists.map((list) => (
          <option key={list.key} value={list.key}>
            {listName(intl, list)} ({intl.formatMessage(wishlistMessages.listCount, { count: list.count })})
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {intl.formatMessage(wishlistMessages.view)}
      </Button>
    </Box>
  );
}
