import { Box, Typography } from '@mui/material';
import { blockCarousel, type CarouselBlockOptions } from '@domain/content/carousel-block';
import { Carousel } from '@shared/ui/carousel';
import type { ProductCardData } from '../model/types';
import { ProductCard } from './ProductCard';

interface Props {
  title: string;
  products: ProductCardData[];
  /**
   * What the page declares: cards per view, group and gutter per breakpoint (an empty breakpoint takes the next larger
   * one's; 3 cards and 1 on a phone when none are declared), speed, loop, autoplay, arrows and pagination.
   */
  options?: CarouselBlockOptions;
}

/** Product cards in the one carousel under a heading; the carousel is the one landmark, named by the same title. */
export function ProductCarousel({ title, products, options = {} }: Props) {
  if (products.length === 0) return null;
  const carousel = blockCarousel(options, { gutter: { desktop: 24, tablet: 16 } });
  return (
    <Box sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}>
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      <Carousel label={title} {...carousel} navPlacement="outside" navSize="small">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </Box>
  );
}
