import { usePageMeta } from '../use-page-meta';

/**
 * Sets the listing's title and description once they are known (a category's name comes with the first answer),
 * so the page is announced once, with its real name, rather than first as 'Loading'.
 */
export function ListingMeta({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}
