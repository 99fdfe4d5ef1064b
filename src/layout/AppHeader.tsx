import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AppBar, ToggleThemeButton, type AppBarProps } from 'react-admin';
import { Brand } from './Brand';
import { ProfileMenu } from './ProfileMenu';

interface AppHeaderProps extends AppBarProps {
  /** Feature widgets for the header (the notifications bell), supplied by App. */
  actions?: ReactNode;
}

/** The header: menu toggle (the drawer on phones), logo, feature actions, theme toggle, Profile menu. */
export function AppHeader({ actions, ...props }: AppHeaderProps) {
  return (
    <AppBar
      {...props}
      color="inherit"
      sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {actions}
          <ToggleThemeButton />
        </Box>
      }
      userMenu={<ProfileMenu />}
    >
      <Brand />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}
