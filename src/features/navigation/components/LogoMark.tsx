import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/** The shop's mark: an eight-pointed zellige star. Decorative: the logo link carries the name. */
export function LogoMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      sx={(theme: Theme) => ({ width: theme.spacing(4), height: theme.spacing(4), flexShrink: 0 })}
    >
      <Box
        component="rect"
        x="6"
        y="6"
        width="20"
        height="20"
        sx={{ fill: (theme: Theme) => theme.palette.primary.main }}
      />
      <Box
        component="rect"
        x="6"
        y="6"
        width="20"
        height="20"
        transform="rotate(45 16 16)"
        sx={{ fill: (theme: Theme) => theme.palette.primary.main }}
      />
      <Box component="circle" cx="16" cy="16" r="5" sx={{ fill: (theme: Theme) => theme.shop.palette.saffron.main }} />
    </Box>
  );
}
