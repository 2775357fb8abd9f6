import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useIntl } from 'react-intl';
import type { OrderAddress as Address } from '@domain/checkout/address-schema';
import { useLocale } from '@shared/i18n/locale-context';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { orderMessages } from '../../order-messages';
import { countryName, stateText, telHref } from './format';

const linkSx = (theme: Theme) => ({
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere' as const,
});

/** A contact line (phone or e-mail): an icon, the kind said to screen readers, and a link isolated left to right. */
function Contact({ icon, label, href, text }: { icon: ReactNode; label: string; href: string; text: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockStart: 0.5 }}>
      {icon}
      <VisuallyHidden>{label} </VisuallyHidden>
      <Box component="a" href={href} dir="ltr" sx={linkSx}>
        {text}
      </Box>
    </Box>
  );
}

/**
 * One address under its heading, as an <address> block: name, company, street lines, city, the state's name in
 * the locale (free text as typed), postcode, the country's name in the locale, then phone and e-mail as links. What
 * the shopper typed is shown as typed; phone, e-mail and postcode are isolated left to right.
 */
export function OrderAddress({ title, address }: { title: string; address: Address }) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const lines: ReactNode[] = [
    name,
    address.company,
    address.address_1,
    address.address_2,
    address.city,
    stateText(address.country, address.state, locale),
    address.postcode && <span dir="ltr">{address.postcode}</span>,
    countryName(address.country, locale),
  ].filter(Boolean);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minInlineSize: 0 }}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ marginBlockEnd: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="address"
        sx={(theme: Theme) => ({
          fontStyle: 'normal',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: `${theme.shop.radii.md}px`,
          padding: 2,
        })}
      >
        {/* Each line isolated in its own direction: '12, rue Ibn Battouta' keeps its order on an Arabic page. */}
        {lines.map((line, index) => (
          <Box component="span" key={index} sx={{ display: 'block' }}>
            <bdi>{line}</bdi>
          </Box>
        ))}
        {address.phone && (
          <Contact
            icon={<PhoneOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />}
            label={intl.formatMessage(orderMessages.phone)}
            href={telHref(address.phone)}
            text={address.phone}
          />
        )}
        {address.email && (
          <Contact
            icon={<EmailOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />}
            label={intl.formatMessage(orderMessages.email)}
            href={`mailto:${address.email}`}
            text={address.email}
          />
        )}
      </Box>
    </Box>
  );
}
