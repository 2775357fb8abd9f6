import { usePageMeta } from '../use-page-meta';
import { breadcrumbList, type TrailStep } from '../../ssr/structured-data';

interface Props {
  title: string;
  description?: string;
  /** Home › Shop › the category's ancestors › the category: the listing's BreadcrumbList for search engines. */
  trail: TrailStep[];
}

/**
 * Sets the listing's title and description once they are known (a category's name comes with the first answer),
 * so the page is announced once, with its real name, rather than first as 'Loading'.
 */
export function ListingMeta({ title, description, trail }: Props) {
  usePageMeta(title, description, { structuredData: (origin) => [breadcrumbList(trail, origin)] });
  return null;
}
