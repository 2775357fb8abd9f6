import type { Theme } from '@mui/material/styles';

/** The look of the form's native fields (the attribute dropdowns and the share field): one touch target high. */
export const nativeFieldStyle = (theme: Theme) => ({
  font: 'inherit',
  color: theme.palette.text.primary,
  blockSize: theme.shop.layout.touchTarget,
  paddingInline: theme.spacing(1.5),
  border: `1px solid ${theme.palette.text.secondary}`,
  borderRadius: `${theme.shop.radii.sm}px`,
});
