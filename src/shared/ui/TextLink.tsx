import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { Box } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

export interface TextLinkProps extends RouterLinkProps {
  /** As Material's link: underlined on hover (default), always, or never. */
  underline?: 'hover' | 'always' | 'none';
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the shop, drawn like Material's link (primary colour, the same underline modes; the theme's focus
 * ring applies as to every focusable element). The shop's own because MUI's Link carries Typography's variant
 * machinery to every page for an `<a>`.
 */
export function TextLink({ underline = 'hover', sx = [], ...props }: TextLinkProps) {
  return (
    <Box
      component={RouterLink}
      {...props}
      sx={[
        (theme: Theme) => ({
          color: theme.palette.primary.main,
          textDecoration: underline === 'always' ? 'underline' : 'none',
          ...(underline === 'always' && { textDecorationColor: alpha(theme.palette.primary.main, 0.4) }),
          ...(underline !== 'none' && { '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' } }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
