import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { ListingFilters } from '@domain/listing';
import { formatPriceText } from '@domain/money';
import { spokenPrice } from '@domain/money-speech';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useSettings } from '@shared/api/settings-api';
import type { ListingFacets } from '@features/catalogue/model/listing-types';
import {
  activeFilters,
  clearFilters,
  labelValue,
  removeActiveFilter,
  type ActiveFilter,
} from '@features/catalogue/model/filters';
import { filterMessages } from '../../filter-messages';

export interface ActiveFiltersProps {
  facets: ListingFacets;
  filters: ListingFilters;
  onChange(next: ListingFilters): void;
  /**
   * Where focus goes when the last filter goes (the bar disappears): the id of the results heading, which the page
   * gives tabIndex={-1}. Without it focus would fall to <body>.
   */
  resultsHeadingId?: string;
}

/**
 * The active-filters bar: one button per active filter, which removes it, and 'Clear all'. Removing a filter moves
 * focus to the next one (or the previous, or 'Clear all', or the results heading), never to <body>. The move is
 * made once the new filters arrive, since the page applies them through the address, perhaps a render later.
 */
export function ActiveFilters({ facets, filters, onChange, resultsHeadingId }: ActiveFiltersProps) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  const items = activeFilters(facets, filters);
  const itemKeys = items.map((item) => item.key).join('|');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const clearAll = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ keys: string; index: number } | null>(null);

  useEffect(() => {
    const move = pending.current;
    if (!move || move.keys === itemKeys) return;
    pending.current = null;
    const keys = itemKeys === '' ? [] : itemKeys.split('|');
    const next = keys[Math.min(move.index, keys.length - 1)];
    const target =
      (next === undefined ? undefined : buttons.current.get(next)) ?? (keys.length > 0 ? clearAll.current : null);
    (target ?? (resultsHeadingId ? document.getElementById(resultsHeadingId) : null))?.focus();
  }, [itemKeys, resultsHeadingId]);

  if (items.length === 0) return null;

  const label = (item: ActiveFilter, speak: boolean): string => {
    if (item.kind === 'term') return labelValue(intl.locale, item.attributeName, item.termName);
    const money = (amount: number) =>
      speak ? spokenPrice(amount, intl.locale, priceFormat.currency) : formatPriceText(amount, priceFormat);
    if (item.min !== null && item.max !== null) {
      return intl.formatMessage(filterMessages.filtersActivePrice, { min: money(item.min), max: money(item.max) });
    }
    if (item.min !== null) return intl.formatMessage(filterMessages.filtersActivePriceFrom, { min: money(item.min) });
    return intl.formatMessage(filterMessages.filtersActivePriceTo, { max: money(item.max ?? 0) });
  };
  const remove = (index: number, next: ListingFilters) => {
    pending.current = { keys: itemKeys, index };
    onChange(next);
  };

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(filterMessages.filtersActiveTitle)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => (
          <li key={item.key}>
            <Button
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(item.key, element);
                else buttons.current.delete(item.key);
              }}
              variant="outlined"
              size="small"
              endIcon={<CloseIcon aria-hidden="true" />}
              onClick={() => remove(index, removeActiveFilter(filters, item))}
              sx={{ borderRadius: (theme) => `${theme.shop.radii.pill}px` }}
            >
              {/* Prices are isolated so their digits never reorder in Arabic. The name is what is written, with the
                  prices spoken, then what the button does: a voice user says what they see. */}
              <bdi aria-hidden="true">{label(item, false)}</bdi>
              <VisuallyHidden>
                {intl.formatMessage(filterMessages.filtersActiveRemove, { label: label(item, true) })}
              </VisuallyHidden>
            </Button>
          </li>
        ))}
      </Box>
      <Button ref={clearAll} variant="text" size="small" onClick={() => remove(0, clearFilters(filters))}>
        {intl.formatMessage(filterMessages.filtersActiveClearAll)}
      </Button>
    </Box>
  );
}
