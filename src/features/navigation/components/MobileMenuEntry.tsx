import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, IconButton } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MarkedMenuItem } from '../model/current-item';
import { MenuItemLink } from './MenuItemLink';
import { navigationMessages } from '../messages';

/**
 * One entry of the mobile menu, with its expandable sub-menu (tabs and expandable sub-menus).
 * The branch that holds the current page starts expanded so the shopper sees where they are.
 */
export function MobileMenuEntry({ item, depth = 0 }: { item: MarkedMenuItem; depth?: number }) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(item.state === 'ancestor');
  const hasChildren = item.children.length > 0;

  return (
    <Box component="li" sx={{ borderBottom: depth === 0 ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <MenuItemLink item={item} placement="drawer" />
        </Box>
        {hasChildren && (
          <IconButton
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={intl.formatMessage(navigationMessages.navSubmenu, { name: item.label })}
            onClick={() => setExpanded((value) => !value)}
            color="inherit"
          >
            <ExpandMoreIcon
              sx={(theme: Theme) => ({
                transition: theme.transitions.create('transform'),
                transform: expanded ? 'rotate(180deg)' : 'none',
              })}
            />
          </IconButton>
        )}
      </Box>
      {hasChildren && (
        <Box
          component="ul"
          id={listId}
          hidden={!expanded}
          sx={(theme: Theme) => ({
            margin: 0,
            padding: 0,
            paddingInlineStart: theme.spacing(2),
            listStyle: 'none',
            '&[hidden]': { display: 'none' },
          })}
        >
          {item.children.map((child) => (
            <MobileMenuEntry key={child.key} item={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}
