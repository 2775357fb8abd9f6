import { useId } from 'react';
import { useTheme } from '@mui/material';

const TILE = 80;

/** An eight-pointed star (the khatam of zellige work), as polygon points centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 16 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 8) * i;
    return `${(cx + radius * Math.sin(angle)).toFixed(2)},${(cy - radius * Math.cos(angle)).toFixed(2)}`;
  }).join(' ');
}

const CENTRE_STAR = star(TILE / 2, TILE / 2, 30, 17);
/** Quarter stars at the corners complete the neighbouring tiles' stars. */
const CORNER_STARS = [
  [0, 0],
  [TILE, 0],
  [0, TILE],
  [TILE, TILE],
].map(([x = 0, y = 0]) => star(x, y, 22, 12));

/**
 * Decorative zellige tessellation drawn in SVG with the theme's colours: no image to download,
 * and it follows the palette. Symmetric, so it needs no mirroring in RTL. Hidden from assistive
 * technology. The colours are dark enough for white text to keep 4.5:1 over any of them.
 */
export function ZelligePattern() {
  const theme = useTheme();
  const { indigo, terracotta, zelligeGreen } = theme.shop.palette;
  const patternId = useId();
  return (
    <svg aria-hidden="true" focusable="false" width="100%" height="100%" display="block">
      <defs>
        <pattern id={patternId} width={TILE} height={TILE} patternUnits="userSpaceOnUse">
          <rect width={TILE} height={TILE} fill={indigo.dark} />
          <polygon points={CENTRE_STAR} fill={terracotta.main} />
          <circle cx={TILE / 2} cy={TILE / 2} r={9} fill={zelligeGreen.main} />
          {CORNER_STARS.map((points) => (
            <polygon key={points} points={points} fill={zelligeGreen.main} />
          ))}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url("#${patternId}")`} />
    </svg>
  );
}
