import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { TermLabel } from './TermLabel';

export interface CategoryLinkProps {
  href: string;
  name: string;
  /** Omitted for 'All products', whose total the listing does not give. */
  count?: number;
  current: boolean;
}

/** One link of the category tree, with its count; the current category's link says so (aria-current). */
export function CategoryLink({ href, name, count, current }: CategoryLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={href}
      aria-current={current ? 'page' : undefined}
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minBlockSize: theme.shop.layout.minTarget,
        paddingBlock: 0.5,
        color: current ? 'text.primary' : 'primary.main',
        fontWeight: current ? theme.typography.fontWeightBold : undefined,
      })}
    >
      {count === undefined ? name : <TermLabel name={name} count={count} />}
    </Link>
  );
}
