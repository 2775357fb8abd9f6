import { useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { productMessages } from '../messages';

/**
 * Sharing the product: a Share button that shows the share-URL field (the product's address with the current
 * choice, updated when a variation is chosen) and a button that copies it. The address is there when the shopper asks
 * for it, not as a raw text field on every page. Read-only, and selected whole on focus so it can be copied by hand.
 */
export function ProductShareField({ url }: { url: string }) {
  const intl = useIntl();
  const id = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure page, a refusal): the field stays, selected, for a copy by hand.
      document.getElementById(id)?.focus();
    }
  };
  return (
    // One column no wider than the page's: the address field gives way, never the screen.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="text"
        startIcon={<ShareIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setCopied(false);
        }}
      >
        {intl.formatMessage(productMessages.shareButton)}
      </Button>
      {/* The style's display would win over `hidden`: it follows the button instead. */}
      <Box id={panelId} hidden={!open} sx={{ display: open ? 'grid' : 'none', gap: 0.5, inlineSize: '100%' }}>
        <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 'bold' }}>
          {intl.formatMessage(productMessages.share)}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
          <Box
            component="input"
            id={id}
            type="url"
            readOnly
            dir="ltr"
            value={url}
            onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
            sx={(theme) => ({
              ...theme.typography.body2,
              color: theme.palette.text.primary,
              blockSize: theme.shop.layout.touchTarget,
              paddingInline: theme.spacing(1.5),
              border: `1px solid ${theme.palette.text.secondary}`,
              borderRadius: `${theme.shop.radii.sm}px`,
              backgroundColor: theme.palette.background.default,
              flex: 1,
              inlineSize: 0,
              minInlineSize: 0,
              textAlign: 'start',
            })}
          />
          <Button variant="outlined" onClick={() => void copy()}>
            {intl.formatMessage(productMessages.copyLink)}
          </Button>
        </Box>
        <VisuallyHidden role="status">{copied ? intl.formatMessage(productMessages.linkCopied) : ''}</VisuallyHidden>
      </Box>
    </Box>
  );
}
