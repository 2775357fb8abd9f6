import { useIntl } from 'react-intl';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { filterMessages } from '../../filter-messages';

export interface TermLabelProps {
  name: string;
  count: number;
  /** '#rrggbb' for a colour term: a swatch before the name. */
  swatch?: string | null;
}

/**
 * 'Blue (12)' on screen, 'Blue, 12 products' for assistive technology: a bare '(12)' is read as 'twelve' with no
 * hint of what it counts. Used by the term lists, the dropdown's options and the category tree.
 */
export function TermLabel({ name, count, swatch }: TermLabelProps) {
  const intl = useIntl();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {swatch !== undefined && (
        <Box
          component="span"
          aria-hidden="true"
          sx={(theme: Theme) => ({
            inlineSize: theme.spacing(2.5),
            blockSize: theme.spacing(2.5),
            flexShrink: 0,
            borderRadius: `${theme.shop.radii.pill}px`,
            // The swatch colour is catalogue data; the outline keeps a pale swatch visible on paper (1.4.11).
            backgroundColor: swatch ?? 'transparent',
            border: `1px solid ${theme.shop.palette.inkMuted}`,
          })}
        />
      )}
      <span aria-hidden="true">
        {name}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({intl.formatNumber(count)})
        </Box>
      </span>
      <VisuallyHidden>{intl.formatMessage(filterMessages.filtersCountedName, { name, count })}</VisuallyHidden>
    </Box>
  );
}
