import { useId } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { nativeFieldStyle } from './field-style';
import { productMessages } from '../messages';

/**
 * The share-URL field: the product's address with the current choice, updated when a variation is chosen.
 * Read-only, and selected whole on focus so it can be copied at once.
 */
export function ProductShareField({ url }: { url: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 'bold' }}>
        {intl.formatMessage(productMessages.share)}
      </Box>
      <Box
        component="input"
        id={id}
        type="url"
        readOnly
        dir="ltr"
        value={url}
        onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
        sx={(theme) => ({
          ...nativeFieldStyle(theme),
          ...theme.typography.body2,
          backgroundColor: theme.palette.background.default,
          inlineSize: '100%',
          textAlign: 'start',
        })}
      />
    </Box>
  );
}
