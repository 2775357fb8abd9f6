import { Box } from '@mui/material';
import { SkeletonBlock } from '@shared/ui/SkeletonBlock';
import { CardGrid, type GridColumns } from './CardGrid';

interface Props {
  count: number;
  columns: GridColumns;
  /** CSS aspect ratio of the picture placeholder, the same as the real card's. */
  ratio: string;
}

/**
 * Placeholders shaped like the cards that will replace them, so nothing jumps when they arrive.
 * Hidden from assistive technology: the section's aria-busy and its 'Loading…' text say it.
 */
export function GridSkeleton({ count, columns, ratio }: Props) {
  return (
    <CardGrid columns={columns} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <SkeletonBlock variant="rounded" sx={{ aspectRatio: ratio, blockSize: 'auto' }} />
            <SkeletonBlock variant="text" sx={{ typography: 'h4' }} />
            <SkeletonBlock variant="text" sx={{ inlineSize: '60%' }} />
          </Box>
        </li>
      ))}
    </CardGrid>
  );
}
