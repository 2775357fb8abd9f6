import { useContext } from 'react';
import { IconButton } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useIntl } from 'react-intl';
import { QuickViewContext } from '../quick-view';
import { catalogueMessages } from '../messages';

/**
 * The card's quick-view button, over the picture's corner. Always shown, not only on hover: touch and keyboard
 * users need it as much. It sits above the card's stretched link, and comes after it in reading order.
 */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  const intl = useIntl();
  const quickView = useContext(QuickViewContext);
  if (!quickView) return null;
  return (
    <IconButton
      aria-label={intl.formatMessage(catalogueMessages.cardQuickView, { name })}
      aria-haspopup="dialog"
      onClick={(event) => quickView.open(slug, event.currentTarget)}
      onPointerEnter={quickView.preload}
      onFocus={quickView.preload}
      sx={(theme) => ({
        position: 'absolute',
        zIndex: 1,
        insetBlockEnd: theme.spacing(1),
        insetInlineEnd: theme.spacing(1),
        inlineSize: theme.shop.layout.touchTarget - 4,
        blockSize: theme.shop.layout.touchTarget - 4,
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        boxShadow: theme.shadows[1],
        '&:hover': { backgroundColor: theme.palette.background.paper, color: theme.palette.primary.main },
      })}
    >
      <VisibilityOutlined fontSize="small" />
    </IconButton>
  );
}
