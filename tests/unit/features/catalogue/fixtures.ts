import type { Category } from '@entities/category/api';
import type { HomeCatalogue, ProductCardData } from '@features/catalogue/model/types';

export function image(name: string, alt = name) {
  return {
    src: `/media/${name}-600.webp`,
    srcset: `/media/${name}-300.webp 300w, /media/${name}-600.webp 600w`,
    sizes: '(min-width: 768px) 25vw, 50vw',
    width: 600,
    height: 600,
    alt,
  };
}

export function category(slug: string, name: string, productCount: number): Category {
  return {
    id: slug.length * 100 + productCount,
    slug,
    name,
    description: '',
    image: image(slug),
    productCount,
    children: [],
  };
}

export function product(n: number, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: n,
    slug: `product-${n}`,
    type: 'simple',
    name: `Product ${n}`,
    shortDescription: '',
    textLocale: null,
    price: { regular: 25_000, sale: null, min: 25_000, max: 25_000 },
    onSale: false,
    rating: { average: 0, count: 0 },
    stockStatus: 'instock',
    image: image(`product-${n}`, `Product ${n} photo`),
    colours: [],
    options: [],
    externalUrl: null,
    buttonText: null,
    ...overrides,
  };
}

export function home(overrides: Partial<HomeCatalogue> = {}): HomeCatalogue {
  return {
    categories: [category('ceramics', 'Ceramics', 12), category('rugs', 'Rugs', 1)],
    featured: Array.from({ length: 8 }, (_, i) => product(i + 1)),
    ...overrides,
  };
}
