import { usePageMeta } from '../use-page-meta';
import { breadcrumbList, type TrailStep } from '../../ssr/structured-data';

interface Props {
  title: string;
  description?: string;
  /** Shop › the category's ancestors › the category, as the visible breadcrumb: its BreadcrumbList for search engines. */
  trail: TrailStep[];
  /** Search results: out of search engines' index. */
  noindex: boolean;
}

/**
 * Sets the listing's title and description once they are known (a category's name comes with the first answer),
 * so the page is announced once, with its real name, rather than first as 'Loading'.
 */
export function ListingMeta({ title, description, trail, noindex }: Props) {
  usePageMeta(title, description, { structuredData: (origin) => [breadcrumbList(trail, origin)], noindex });
  return null;
}
