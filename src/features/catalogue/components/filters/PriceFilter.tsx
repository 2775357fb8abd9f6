import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Box, Button, Slider, TextField } from '@mui/material';
import { parsePrice, type ListingFilters } from '@domain/listing';
import type { Minor } from '@domain/money';
import { spokenPrice } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { Price } from '@shared/ui/Price';
import {
  dirhamsToMinor,
  minorToInput,
  priceBounds,
  setPriceRange,
  wholeDirhams,
} from '@features/catalogue/model/filters';
import { FilterWidget } from './FilterWidget';
import { filterMessages } from '../../filter-messages';

export interface PriceFilterProps {
  /** facets.price: the listing's cheapest and dearest prices; the widget is not shown without them. */
  price: { min: Minor; max: Minor } | null;
  filters: ListingFilters;
  onChange(next: ListingFilters): void;
  headingLevel?: 2 | 3 | 4;
}

/** What is wrong, and in which input (the order error is the maximum's: it is typed last). */
type Problem = { id: 'errorFormat' | 'errorOrder'; field: 'min' | 'max' } | null;
const PROBLEM_TEXT: Record<NonNullable<Problem>['id'], MessageDescriptor> = {
  errorFormat: filterMessages.filtersPriceErrorFormat,
  errorOrder: filterMessages.filtersPriceErrorOrder,
};
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The price range: a two-thumb slider in whole dirhams and two dirham inputs. The slider applies when a thumb is
 * released (or a key moves it); the inputs on Enter, 'Apply', or blur after typing. A wrong entry shows an error and
 * is kept.
 */
export function PriceFilter({ price, filters, onChange, headingLevel }: PriceFilterProps) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  const errorId = `${useId()}-error`;
  const bounds = price ? priceBounds(price) : null;
  const fromFilters = (): [number, number] =>
    bounds
      ? [
          clamp(
            filters.minPrice === null ? bounds.min : wholeDirhams(filters.minPrice, 'down'),
            bounds.min,
            bounds.max,
          ),
          clamp(filters.maxPrice === null ? bounds.max : wholeDirhams(filters.maxPrice, 'up'), bounds.min, bounds.max),
        ]
      : [0, 0];

  // Drafts follow the applied filters whenever those change (adjusted during render, not in an effect).
  const [synced, setSynced] = useState({
    min: filters.minPrice,
    max: filters.maxPrice,
    bounds: `${bounds?.min}-${bounds?.max}`,
  });
  const [range, setRange] = useState(fromFilters);
  const [minText, setMinText] = useState(minorToInput(filters.minPrice));
  const [maxText, setMaxText] = useState(minorToInput(filters.maxPrice));
  const [problem, setProblem] = useState<Problem>(null);
  const boundsKey = `${bounds?.min}-${bounds?.max}`;
  if (synced.min !== filters.minPrice || synced.max !== filters.maxPrice || synced.bounds !== boundsKey) {
    setSynced({ min: filters.minPrice, max: filters.maxPrice, bounds: boundsKey });
    setRange(fromFilters());
    setMinText(minorToInput(filters.minPrice));
    setMaxText(minorToInput(filters.maxPrice));
    setProblem(null);
  }

  if (!bounds) return null;

  const apply = (min: Minor | null, max: Minor | null) => {
    const next = setPriceRange(filters, min, max, bounds);
    if (next.minPrice !== filters.minPrice || next.maxPrice !== filters.maxPrice) onChange(next);
  };

  const applyInputs = () => {
    const parse = (text: string) => (text.trim() === '' ? null : parsePrice(text));
    const min = parse(minText);
    const max = parse(maxText);
    if (min !== null && typeof min !== 'number') return setProblem({ id: 'errorFormat', field: 'min' });
    if (max !== null && typeof max !== 'number') return setProblem({ id: 'errorFormat', field: 'max' });
    if (min !== null && max !== null && min > max) return setProblem({ id: 'errorOrder', field: 'max' });
    setProblem(null);
    apply(min, max);
  };

  // Tabbing through the inputs changes nothing: on blur, only what was typed is applied. Otherwise a price the
  // address holds beyond the listing's bounds would be dropped (setPriceRange) by merely passing through.
  const onBlur = () => {
    if (minText === minorToInput(filters.minPrice) && maxText === minorToInput(filters.maxPrice))
      return setProblem(null);
    applyInputs();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyInputs();
  };
  // Enter in an input submits the form already; this keeps Enter from also reaching a listing-wide handler.
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Enter' && event.stopPropagation();

  const currency = priceFormat.currency;
  const inputProps = (label: string, invalid: boolean) => ({
    label,
    type: 'number',
    size: 'small' as const,
    onBlur,
    onKeyDown,
    error: invalid,
    slotProps: {
      htmlInput: {
        min: 0,
        step: 1,
        inputMode: 'decimal' as const,
        'aria-describedby': invalid ? errorId : undefined,
        'aria-invalid': invalid,
      },
    },
  });

  return (
    <FilterWidget title={intl.formatMessage(filterMessages.filtersPriceTitle)} headingLevel={headingLevel}>
      <Box sx={{ paddingInline: 1.5 }}>
        <Slider
          value={range}
          min={bounds.min}
          max={bounds.max}
          step={1}
          disableSwap
          onChange={(_event, value) => setRange(value as [number, number])}
          onChangeCommitted={(_event, value) => {
            const [low, high] = value as [number, number];
            apply(dirhamsToMinor(low), dirhamsToMinor(high));
          }}
          getAriaLabel={(index) =>
            intl.formatMessage(index === 0 ? filterMessages.filtersPriceMin : filterMessages.filtersPriceMax)
          }
          getAriaValueText={(value) => spokenPrice(dirhamsToMinor(value), intl.locale, currency)}
        />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
        <Price amount={dirhamsToMinor(range[0])} approximate={false} />
        <Price amount={dirhamsToMinor(range[1])} approximate={false} />
      </Box>
      {/*
        Fields at least 11rem wide: their floating labels ('Min. (MAD)') stay whole under enlarged text spacing
        (WCAG 1.4.12); a narrow sidebar puts one field per row.
      */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
          alignItems: 'start',
          gap: 1,
          paddingBlockStart: 2,
        }}
      >
        <TextField
          {...inputProps(
            intl.formatMessage(filterMessages.filtersPriceMinInput, { currency }),
            problem?.field === 'min',
          )}
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
        />
        <TextField
          {...inputProps(
            intl.formatMessage(filterMessages.filtersPriceMaxInput, { currency }),
            problem?.field === 'max',
          )}
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
        />
        <Button type="submit" variant="outlined" sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}>
          {intl.formatMessage(filterMessages.filtersPriceApply)}
        </Button>
        {problem && (
          <Box id={errorId} role="alert" sx={{ gridColumn: '1 / -1', color: 'error.main', typography: 'body2' }}>
            {intl.formatMessage(PROBLEM_TEXT[problem.id])}
          </Box>
        )}
      </Box>
    </FilterWidget>
  );
}
