import { useIntl } from 'react-intl';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { LogoMark } from './LogoMark';
import { TextLink } from '@shared/ui/TextLink';
import { navigationMessages } from '../messages';

/**
 * The logo links home. Its accessible name ('Zellige — home') starts with the visible brand name (WCAG 2.5.3). At and
 * below `compactBelow` px (the header's phone layout) it is smaller.
 */
export function Logo({ compactBelow }: { compactBelow?: number }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <TextLink
      to={localePath(locale, '/')}
      aria-label={intl.formatMessage(navigationMessages.headerLogo)}
      underline="none"
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing(1),
        minHeight: theme.shop.layout.touchTarget,
        color: 'text.primary',
        fontSize: theme.typography.h3.fontSize,
        ...(compactBelow === undefined
          ? {}
          : { [`@media (max-width:${compactBelow}px)`]: { fontSize: theme.typography.h4.fontSize } }),
        fontWeight: theme.typography.fontWeightBold,
        whiteSpace: 'nowrap',
      })}
    >
      <LogoMark />
      {/* The brand is a French/Latin word in every locale. */}
      {/* On the narrowest phones (320 px) only the mark shows; the link keeps its name through aria-label. */}
      <Box
        component="span"
        lang="fr"
        dir="ltr"
        sx={(theme: Theme) => ({
          [theme.breakpoints.down(theme.shop.layout.logoWordMinWidth)]: { display: 'none' },
        })}
      >
        Zellige
      </Box>
    </TextLink>
  );
}
