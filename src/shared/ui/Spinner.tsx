import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';

const spin = keyframes`to { transform: rotate(360deg); }`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

export interface SpinnerProps {
  /** CSS size; '1em' sits in a button's icon slot. */
  size?: string;
}

/**
 * A busy indicator drawn like Material's circular progress, in the current colour. Decorative: the busy state is said
 * by the control (aria-busy, aria-disabled or a status text). Its own component because MUI's CircularProgress is a
 * kilobyte of code on every page for a spinning ring.
 */
export function Spinner({ size = '40px' }: SpinnerProps) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      // Decorative, so not findable by role: tests find it by this id.
      data-testid="spinner"
      sx={{
        display: 'inline-block',
        inlineSize: size,
        blockSize: size,
        color: 'inherit',
        animation: `${spin} 1.4s linear infinite`,
      }}
    >
      <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block', inlineSize: '100%', blockSize: '100%' }}>
        <Box
          component="circle"
          cx="44"
          cy="44"
          r="20.2"
          fill="none"
          strokeWidth="3.6"
          sx={{
            stroke: 'currentColor',
            strokeDasharray: '80px, 200px',
            animation: `${dash} 1.4s ease-in-out infinite`,
          }}
        />
      </Box>
    </Box>
  );
}
