import { Box, Typography } from '@mui/material';
import type { CarouselItems } from '@domain/content/blocks';
import { Carousel } from '@shared/ui/carousel';
import type { ProductCardData } from '../model/types';
import { ProductCard } from './ProductCard';

interface Props {
  title: string;
  products: ProductCardData[];
  /** Cards per view per breakpoint; an empty breakpoint takes the next larger one's. */
  items?: CarouselItems;
  /** Delay in ms; absent: no autoplay. */
  autoplay?: number;
}

/** Product cards in the one carousel under a heading; the carousel is the one landmark, named by the same title. */
export function ProductCarousel({ title, products, items, autoplay }: Props) {
  if (products.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}>
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      <Carousel
        label={title}
        config={{ items, gutter: { desktop: 24, tablet: 16 } }}
        nav="icons"
        navPlacement="outside"
        navSize="small"
        pagination="bullets"
        autoplay={autoplay ? { delay: autoplay } : false}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </Box>
  );
}
