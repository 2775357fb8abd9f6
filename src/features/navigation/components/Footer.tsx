import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { useGetCategoryTreeQuery } from '@entities/category/api';
import { categoryPath } from '@domain/page-paths';
import { isCurrentItem } from '../model/current-item';
import { FooterLinkColumn, type FooterLink } from './FooterLinkColumn';
import { navigationMessages } from '../messages';

const HELP = [
  { key: 'delivery', message: navigationMessages.footerDelivery, path: '/delivery/' },
  { key: 'returns', message: navigationMessages.footerReturns, path: '/returns/' },
  { key: 'contact', message: navigationMessages.footerContact, path: '/contact/' },
];
const ABOUT = [
  { key: 'story', message: navigationMessages.footerStory, path: '/about/' },
  { key: 'artisans', message: navigationMessages.footerArtisans, path: '/artisans/' },
];

/** The page's `contentinfo`: blurb, link columns in a 'Footer' navigation, the dirham note and copyright. */
export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { data: categories } = useGetCategoryTreeQuery(locale);
  const here = `${pathname}${search}`;
  const link = (key: string, label: string, href: string): FooterLink => ({
    key,
    label,
    href,
    current: isCurrentItem(href, here),
  });
  const pages = (entries: typeof HELP) =>
    entries.map((e) => link(e.key, intl.formatMessage(e.message), localePath(locale, e.path)));

  const columns = [
    {
      key: 'categories',
      title: intl.formatMessage(navigationMessages.footerCategories),
      links: (categories ?? []).map((c) => link(String(c.id), c.name, categoryPath(locale, c.slug))),
    },
    { key: 'help', title: intl.formatMessage(navigationMessages.footerHelp), links: pages(HELP) },
    { key: 'about', title: intl.formatMessage(navigationMessages.footerAbout), links: pages(ABOUT) },
  ].filter((column) => column.links.length > 0);

  return (
    <Box
      component="footer"
      sx={(theme: Theme) => ({
        marginBlockStart: theme.spacing(6),
        backgroundColor: theme.shop.palette.sand,
        borderTop: 1,
        borderColor: 'divider',
      })}
    >
      <Box
        sx={(theme: Theme) => ({
          display: 'grid',
          gap: theme.spacing(4),
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          maxWidth: theme.shop.layout.containerMax,
          marginInline: 'auto',
          padding: theme.spacing(4, 2),
          textAlign: 'start',
        })}
      >
        <Box>
          <Typography
            component="p"
            variant="h4"
            lang="fr"
            sx={(theme: Theme) => ({ fontWeight: theme.typography.fontWeightBold })}
          >
            Zellige
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(navigationMessages.footerBlurb)}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={intl.formatMessage(navigationMessages.navFooter)}
          sx={(theme: Theme) => ({
            display: 'grid',
            gap: theme.spacing(3),
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          })}
        >
          {columns.map((column) => (
            <FooterLinkColumn key={column.key} title={column.title} links={column.links} />
          ))}
        </Box>
      </Box>
      <Box
        sx={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: theme.spacing(1, 3),
          maxWidth: theme.shop.layout.containerMax,
          marginInline: 'auto',
          padding: theme.spacing(2),
          borderTop: 1,
          borderColor: 'divider',
        })}
      >
        <Typography variant="body2">{intl.formatMessage(navigationMessages.footerPaymentNote)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(navigationMessages.footerCopyright, { year: String(new Date().getFullYear()) })}
        </Typography>
      </Box>
    </Box>
  );
}
