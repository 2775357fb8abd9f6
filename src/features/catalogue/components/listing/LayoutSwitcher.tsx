import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LISTING_LAYOUTS, type ListingLayout } from '@features/catalogue/model/listing-layout';
import { listingMessages } from '../../listing-messages';

const ICONS: Record<ListingLayout, typeof GridViewIcon> = { grid: GridViewIcon, 'grid-one': ViewListIcon };
const LABELS: Record<ListingLayout, MessageDescriptor> = {
  grid: listingMessages.layoutGrid,
  'grid-one': listingMessages.layoutGridOne,
};

interface Props {
  value: ListingLayout;
  onChange: (layout: ListingLayout) => void;
}

/**
 * Grid or list ('grid-one'): a group of two toggle buttons, each named by its text (the icon only shows it), with
 * aria-pressed on the chosen one. Choosing the chosen one again keeps it: one layout is always on.
 */
export function LayoutSwitcher({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={intl.formatMessage(listingMessages.layoutLabel)}
      onChange={(_, next: ListingLayout | null) => next && onChange(next)}
    >
      {LISTING_LAYOUTS.map((layout) => {
        const Icon = ICONS[layout];
        const label = intl.formatMessage(LABELS[layout]);
        return (
          <Tooltip key={layout} title={label}>
            <ToggleButton
              value={layout}
              aria-label={label}
              sx={(theme) => ({
                minInlineSize: theme.shop.layout.touchTarget,
                minBlockSize: theme.shop.layout.touchTarget,
              })}
            >
              <Icon fontSize="small" aria-hidden="true" />
            </ToggleButton>
          </Tooltip>
        );
      })}
    </ToggleButtonGroup>
  );
}
