import type { ReactNode } from 'react';
import { Box, type SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

export interface PageContainerProps {
  children: ReactNode;
  /** Space above and below the page's content (theme spacing units, per breakpoint); none by default. */
  paddingBlock?: ResponsiveStyleValue<number>;
  sx?: SxProps<Theme>;
}

/** The page's padding on each side of its content (theme spacing units, per breakpoint): pictures' sizes count it. */
export const PAGE_GUTTER = { xs: 2, md: 3 } as const;

/** A page's content column: the shop's container width, centred, with the gutters every page has. */
export function PageContainer({ children, paddingBlock, sx = [] }: PageContainerProps) {
  return (
    <Box
      sx={[
        (theme: Theme) => ({
          maxInlineSize: theme.shop.layout.containerMax,
          marginInline: 'auto',
          paddingInline: PAGE_GUTTER,
        }),
        paddingBlock === undefined ? {} : { paddingBlock },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
