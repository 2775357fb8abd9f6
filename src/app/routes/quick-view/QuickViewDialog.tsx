import { useId } from 'react';
import { Box, Button, Dialog, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { ApiError } from '@shared/api/problem';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { Spinner } from '@shared/ui/Spinner';
import { useGetProductQuery } from '@entities/product/api';
import { QuickViewContent } from './QuickViewContent';
import { productMessages } from '@features/product/messages';
import { useInertPage } from '@shared/ui/useInertPage';

export interface QuickViewDialogProps {
  slug: string;
  open: boolean;
  onClose: () => void;
  /** The cart accepted an add: the dialog closes. */
  onAdded: () => void;
}

/** The window height minus 60 px, above 767 px; the whole screen below. */
const WIDE = '@media (min-width: 768px)';

/**
 * The quick view: one dialog per product, its content fetched from the server, a real modal dialog (focus
 * kept inside, Escape closes, focus back to the card's button). It hosts the product page's form.
 */
export function QuickViewDialog({ slug, open, onClose, onAdded }: QuickViewDialogProps) {
  useInertPage(open);
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const query = useGetProductQuery({ slug, locale });
  const error = query.error as ApiError | undefined;
  const product = query.data;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      // Focus goes back to the card's button and the page is un-hidden in the same commit (mui#46682).
      closeAfterTransition={false}
      maxWidth={false}
      slotProps={{
        paper: {
          'aria-busy': !product && !error ? true : undefined,
          sx: {
            margin: 0,
            inlineSize: '100%',
            maxInlineSize: '100%',
            blockSize: '100%',
            maxBlockSize: '100%',
            borderRadius: 0,
            [WIDE]: {
              margin: 4,
              inlineSize: 'calc(100% - 64px)',
              maxInlineSize: 960,
              blockSize: 'auto',
              maxBlockSize: 'calc(100% - 60px)',
              borderRadius: 2,
            },
          },
        },
      }}
    >
      <Box
        sx={{ position: 'relative', overflowY: 'auto', padding: { xs: 2, md: 4 }, paddingBlockStart: { xs: 7, md: 4 } }}
      >
        <IconButton
          // Focus moves to the dialog's first control as it mounts (APG dialog pattern), before MUI hides the page
          // from assistive technology; MUI's own focus move comes later, after the page is already aria-hidden.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onClick={onClose}
          aria-label={intl.formatMessage(productMessages.quickViewClose)}
          // Far enough from the scrolling box's edges for its focus ring (3 px, 2 px out) to be drawn whole.
          sx={{ position: 'absolute', zIndex: 1, insetBlockStart: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        {product ? (
          <QuickViewContent product={product} titleId={titleId} onAdded={onAdded} />
        ) : error ? (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start', paddingBlock: 4 }}>
            <Typography id={titleId} component="h2" variant="h3">
              {intl.formatMessage(
                error.status === 404 ? productMessages.quickViewNotFound : productMessages.quickViewLoadError,
              )}
            </Typography>
            {error.status !== 404 && (
              <Button variant="outlined" onClick={() => void query.refetch()}>
                {intl.formatMessage(productMessages.quickViewRetry)}
              </Button>
            )}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minBlockSize: 240 }}>
            <Typography id={titleId} component="h2" sx={{ typography: 'body1' }}>
              {intl.formatMessage(productMessages.loading)}
            </Typography>
            <Spinner />
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
