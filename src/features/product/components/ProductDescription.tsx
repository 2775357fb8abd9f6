import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Locale } from '@domain/locales';
import { WrittenIn } from '@shared/i18n/WrittenIn';
import type { ProductAttribute } from '@entities/product/model/types';
import { productMessages } from '../messages';

interface Props {
  description: string[];
  /** The description's language (null: the page's); its paragraphs are marked with it when it is another. */
  textLocale?: Locale | null;
  /** Every attribute; the visible ones are listed as the product's details. */
  attributes: ProductAttribute[];
}

/** The product's description and its details (the visible attributes with their terms), each under its heading. */
export function ProductDescription({ description, textLocale = null, attributes }: Props) {
  const intl = useIntl();
  const descriptionId = useId();
  const detailsId = useId();
  const details = attributes.filter((a) => a.visible && a.terms.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '2fr 1fr' } }}>
      {description.length > 0 && (
        <Box component="section" aria-labelledby={descriptionId}>
          <Typography id={descriptionId} component="h2" variant="h3" sx={{ marginBlockEnd: 2 }}>
            {intl.formatMessage(productMessages.description)}
          </Typography>
          {description.map((paragraph, i) => (
            <Typography key={i} sx={{ marginBlockEnd: 1.5 }}>
              <WrittenIn locale={textLocale}>{paragraph}</WrittenIn>
            </Typography>
          ))}
        </Box>
      )}
      {details.length > 0 && (
        <Box component="section" aria-labelledby={detailsId}>
          <Typography id={detailsId} component="h2" variant="h3" sx={{ marginBlockEnd: 2 }}>
            {intl.formatMessage(productMessages.details)}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, margin: 0 }}
          >
            {details.map((attribute) => (
              <Box key={attribute.slug} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 'bold' }}>
                  {attribute.name}
                </Box>
                <Box component="dd" sx={{ margin: 0 }}>
                  {intl.formatList(attribute.terms.map((t) => t.name))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
