import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import type { Crumb } from '@entities/product/model/types';
import { productMessages } from '../messages';
import { categoryPath } from '@domain/page-paths';

/**
 * Shop › category (and its ancestors) › product. Every crumb but the product links to its listing; the product is
 * the page itself, marked aria-current. The separator is decoration; '›' reads well in both directions.
 */
export function ProductBreadcrumbs({ categories, productName }: { categories: Crumb[]; productName: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = [
    { label: intl.formatMessage(productMessages.shop), to: localePath(locale, '/shop/') },
    ...categories.map((c) => ({ label: c.name, to: categoryPath(locale, c.slug) })),
  ];
  return (
    <Breadcrumbs aria-label={intl.formatMessage(productMessages.breadcrumb)} separator="›" sx={{ typography: 'body2' }}>
      {links.map((crumb) => (
        <Link
          key={crumb.to}
          component={RouterLink}
          to={crumb.to}
          sx={(theme) => ({ display: 'inline-flex', alignItems: 'center', minBlockSize: theme.shop.layout.minTarget })}
        >
          {crumb.label}
        </Link>
      ))}
      <Typography variant="body2" color="text.primary" aria-current="page">
        {productName}
      </Typography>
    </Breadcrumbs>
  );
}
