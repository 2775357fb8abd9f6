import { useParams } from 'react-router-dom';
import { isLocale } from '@domain/locales';
import { NotFoundPage } from '../NotFoundPage';
import { ProductPage } from './ProductPage';

/** `/:locale/product/:slug`: a product's page. */
export function ProductRoute() {
  const { locale, slug } = useParams();
  if (!isLocale(locale) || !slug) return <NotFoundPage />;
  return <ProductPage key={slug} slug={slug} />;
}
