import type { Category } from '@entities/category/api';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ListingCategory, ListingFacets } from '@features/catalogue/model/listing-types';

import { categoryCount, holdsCurrent } from '@features/catalogue/model/filters';
import { CategoryLink } from './CategoryLink';
import { TermLabel } from './TermLabel';
import { filterMessages } from '../../filter-messages';

export interface CategoryBranchProps {
  node: Category;
  facets: ListingFacets;
  current: ListingCategory | null;
  categoryHref(slug: string | null): string;
}

/**
 * One category and, for a parent, its children. A parent's name is the disclosure button (aria-expanded) and its
 * first child, 'All %s', is the link to it: one tap target does one thing, as on the spec's phones.
 * The branch holding the current category starts expanded.
 */
export function CategoryBranch({ node, facets, current, categoryHref }: CategoryBranchProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(() => holdsCurrent(node, current));
  const listId = `${useId()}-children`;
  const count = categoryCount(facets, node);

  if (node.children.length === 0) {
    return (
      <li>
        <CategoryLink
          href={categoryHref(node.slug)}
          name={node.name}
          count={count}
          current={current?.slug === node.slug}
        />
      </li>
    );
  }

  return (
    <li>
      <ButtonBase
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        sx={(theme: Theme) => ({
          inlineSize: '100%',
          minBlockSize: theme.shop.layout.minTarget,
          paddingBlock: 0.5,
          justifyContent: 'space-between',
          font: 'inherit',
          textAlign: 'start',
          borderRadius: `${theme.shop.radii.sm}px`,
        })}
      >
        <TermLabel name={node.name} count={count} />
        <ExpandMoreIcon aria-hidden="true" fontSize="small" sx={{ transform: expanded ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      <Box component="ul" id={listId} hidden={!expanded} sx={{ listStyle: 'none', margin: 0, paddingInlineStart: 2 }}>
        <li>
          <CategoryLink
            href={categoryHref(node.slug)}
            name={intl.formatMessage(filterMessages.filtersCategoriesAll, { name: node.name })}
            count={count}
            current={current?.slug === node.slug}
          />
        </li>
        {node.children.map((child) => (
          <CategoryBranch key={child.id} node={child} facets={facets} current={current} categoryHref={categoryHref} />
        ))}
      </Box>
    </li>
  );
}
