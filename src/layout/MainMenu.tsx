import { Box, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { LinkBase, useLocation, useSidebarState, useTranslate } from 'react-admin';
import type { PageConfig } from '../common/pageConfig';
import { CanAccessRule } from '../common/PermissionGate';
import { SHELL_PAGES } from '../routes';

type MenuPage = PageConfig & { menu: NonNullable<PageConfig['menu']> };

/** The navigation of 000 section 2, each entry shown only when canAccess allows its page (000 section 6). */
export function MainMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [expanded, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const entries = SHELL_PAGES.filter((page): page is MenuPage => Boolean(page.menu));
  return (
    <Box
      component="nav"
      aria-label={translate('app.layout.main_navigation')}
      sx={{ pt: 1.5, width: (theme) => (expanded ? theme.sidebar.width : theme.sidebar.closedWidth), transition: 'width 150ms' }}
    >
      <List disablePadding>
        {entries.map(({ path, access, menu: { labelKey, icon: Icon } }) => {
          const label = translate(labelKey);
          const active = pathname === path || pathname.startsWith(`${path}/`);
          const link = (
            <ListItemButton
              component={LinkBase}
              to={path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              // Collapsed, only the icon shows, so the label moves into the accessible name.
              aria-label={expanded ? undefined : label}
              onClick={isSmall ? () => setOpen(false) : undefined}
              // MUI marks a focused entry with a faint tint only: a 2 px ring in the accent, as the grids' cells (issue 30).
              sx={{ mx: 1, mb: 0.25, minHeight: 40, px: expanded ? 1.5 : 1.25, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <ListItemIcon sx={{ minWidth: expanded ? 36 : 0, color: active ? 'primary.main' : 'text.secondary' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {expanded ? (
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } } }}
                />
              ) : null}
            </ListItemButton>
          );
          return (
            <CanAccessRule key={path} rule={access}>
              <li>
                {expanded ? link : (
                  <Tooltip title={label} placement="right">
                    {link}
                  </Tooltip>
                )}
              </li>
            </CanAccessRule>
          );
        })}
      </List>
    </Box>
  );
}
