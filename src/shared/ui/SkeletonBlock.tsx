import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export interface SkeletonBlockProps {
  /** 'text' takes one line of the surrounding type; 'rounded' fills its box (give it a size or an aspect ratio). */
  variant: 'text' | 'rounded';
  sx?: SxProps<Theme>;
}

/**
 * A placeholder shaped like what will replace it, pulsing like Material's skeleton (calm under reduced motion, through
 * the global reduced-motion rule). Hidden from assistive technology by its container, which says it is loading.
 */
export function SkeletonBlock({ variant, sx = [] }: SkeletonBlockProps) {
  return (
    <Box
      component="span"
      sx={[
        (theme: Theme) => ({
          display: 'block',
          height: '1.2em',
          backgroundColor: alpha(theme.palette.text.primary, 0.11),
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          borderRadius: `${Number(theme.shape.borderRadius)}px`,
          ...(variant === 'text' && {
            height: 'auto',
            marginBlock: 0,
            transformOrigin: '0 55%',
            transform: 'scale(1, 0.6)',
            borderRadius: `${Number(theme.shape.borderRadius)}px/${Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10}px`,
            '&:empty::before': { content: '"\\00a0"' },
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
