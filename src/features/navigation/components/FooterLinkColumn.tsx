import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { TextLink } from '@shared/ui/TextLink';

export interface FooterLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** One titled column of footer links; the list is named by its heading. */
export function FooterLinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const headingId = useId();
  return (
    <Box>
      <Typography
        id={headingId}
        component="h2"
        variant="h4"
        sx={(theme: Theme) => ({ marginBlockEnd: theme.spacing(1) })}
      >
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.key}>
            <TextLink
              to={link.href}
              aria-current={link.current ? 'page' : undefined}
              sx={(theme: Theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: theme.shop.layout.touchTarget,
                color: 'text.primary',
                '&[aria-current="page"]': { fontWeight: theme.typography.fontWeightBold },
              })}
            >
              {link.label}
            </TextLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
