import { Box } from '@mui/material';
import type { Dimensions } from '@domain/variations';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { productMessages } from '../messages';

interface Props {
  sku: string | null;
  weightGrams: number | null;
  dimensionsMm: Dimensions | null;
}

/**
 * SKU, weight and dimensions, following the choice: the matched variation's, or the product's after a
 * reset. Weight in kilograms and dimensions in centimetres, in the locale's digits and separators.
 */
export function ProductFactsList({ sku, weightGrams, dimensionsMm }: Props) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });
  const rows: Array<[MessageDescriptor, string]> = [
    [productMessages.sku, sku ?? intl.formatMessage(productMessages.notApplicable)],
  ];
  if (weightGrams !== null)
    rows.push([
      productMessages.weight,
      intl.formatMessage(productMessages.weightValue, { weight: number(weightGrams / 1000) }),
    ]);
  if (dimensionsMm !== null)
    rows.push([
      productMessages.dimensions,
      intl.formatMessage(productMessages.dimensionsValue, {
        length: number(dimensionsMm.length / 10),
        width: number(dimensionsMm.width / 10),
        height: number(dimensionsMm.height / 10),
      }),
    ]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1,
        rowGap: 0.5,
        margin: 0,
        typography: 'body2',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label.id} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 'bold' }}>
            {intl.formatMessage(label)}
          </Box>
          <Box component="dd" sx={{ margin: 0 }}>
            <bdi>{value}</bdi>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
