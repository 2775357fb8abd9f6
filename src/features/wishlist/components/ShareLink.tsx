import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { wishlistMessages } from '../messages';
import { FieldLabel } from './FieldLabel';

export interface ShareLinkProps {
  url: string;
  /** The clipboard to write to (the browser's by default; stories give one that fails). */
  writeText?: (text: string) => Promise<void>;
}

const browserClipboard = (text: string) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'));

/**
 * The wishlist's share link: a read-only field (selected whole on focus) and a copy button whose outcome is said in
 * a status region: 'Copied the wishlist link: {url}' or 'Failure to copy!'.
 */
export function ShareLink({ url, writeText = browserClipboard }: ShareLinkProps) {
  const intl = useIntl();
  const id = useId();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    setOutcome(null);
    writeText(url).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FieldLabel htmlFor={id}>{intl.formatMessage(wishlistMessages.shareLabel)}</FieldLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          id={id}
          value={url}
          size="small"
          sx={{ flex: '1 1 14rem' }}
          slotProps={{
            htmlInput: {
              readOnly: true,
              dir: 'ltr',
              onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
            },
          }}
        />
        <Button variant="outlined" onClick={copy} startIcon={<ContentCopyIcon />} sx={{ flexShrink: 0 }}>
          {intl.formatMessage(wishlistMessages.copy)}
        </Button>
      </Box>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {outcome && (
          <StatusAlert
            severity={outcome === 'copied' ? 'success' : 'error'}
            role="none"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {outcome === 'copied'
              ? // Isolated left-to-right (LRI … PDI), so the address reads right in an Arabic sentence.
                intl.formatMessage(wishlistMessages.copied, { url: `\u2066${url}\u2069` })
              : intl.formatMessage(wishlistMessages.copyFailed)}
          </StatusAlert>
        )}
      </Box>
    </Box>
  );
}
