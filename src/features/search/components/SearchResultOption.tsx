import { Box, ListItem, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import type { SearchHit } from '../model/search';

export interface SearchResultOptionProps {
  id: string;
  hit: SearchHit;
  selected: boolean;
  onOpen: () => void;
  onHover: () => void;
}

/** One live result: an option of the listbox (picture, name, price). Clicking or Enter opens the product. */
export function SearchResultOption({ id, hit, selected, onOpen, onHover }: SearchResultOptionProps) {
  return (
    <ListItem
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onOpen}
      onPointerMove={onHover}
      sx={(theme: Theme) => ({
        gap: theme.spacing(1.5),
        padding: theme.spacing(1),
        borderRadius: `${theme.shop.radii.md}px`,
        cursor: 'pointer',
        outline: selected ? `${theme.shop.layout.focusRingWidth}px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: -theme.shop.layout.focusRingWidth,
        backgroundColor: selected ? 'action.hover' : 'transparent',
        '&:hover': { backgroundColor: 'action.hover' },
      })}
    >
      <Box
        sx={(theme: Theme) => ({
          flex: 'none',
          inlineSize: theme.spacing(8),
          blockSize: theme.spacing(8),
          borderRadius: `${theme.shop.radii.sm}px`,
          overflow: 'hidden',
          backgroundColor: theme.shop.palette.sand,
        })}
      >
        {hit.image && (
          <LazyImage
            src={hit.image.src}
            srcSet={hit.image.srcset}
            sizes="64px"
            width={hit.image.width}
            height={hit.image.height}
            alt=""
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid' }}>
        <Typography variant="body1" component="span" sx={{ fontWeight: 'medium', overflowWrap: 'anywhere' }}>
          {hit.name}
        </Typography>
        <Typography variant="body2" component="span">
          <ProductPrice price={hit.price} />
        </Typography>
      </Box>
    </ListItem>
  );
}
