import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { wishlistMessages } from '../messages';

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
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          id={id}
          label={intl.formatMessage(wishlistMessages.shareLabel)}
          value={url}
          size="small"
          fullWidth
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
          <StatusAlert severity={outcome === 'copied' ? 'success' : 'error'} role="none">
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
