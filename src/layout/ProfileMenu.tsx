import { Suspense, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { UserMenu, useLogout, useNavigate, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { TwoFactorDialog } from '../security';

function SettingsMenuItem() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        navigate('/settings');
      }}
    >
      <ListItemIcon>
        <SettingsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.settings')}</ListItemText>
    </MenuItem>
  );
}

/** Opens the two-factor panel as a modal over the current page. */
function TwoFactorMenuItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <SecurityOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.two_factor')}</ListItemText>
    </MenuItem>
  );
}

/** Logout ends the server session first; when that fails the user stays signed in and is told so. */
function LogoutMenuItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        logout({}, '/', false).catch(() => notify('app.layout.logout_failed', { type: 'error' }));
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The Profile menu of 000 section 1: Settings and Logout, plus the two-factor panel as a modal.
 * Its button is labelled "Profile". The dialog lives outside the menu so closing the menu keeps it.
 */
export function ProfileMenu() {
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  return (
    <>
      <UserMenu>
        <SettingsMenuItem />
        <TwoFactorMenuItem onOpen={() => setTwoFactorOpen(true)} />
        <LogoutMenuItem />
      </UserMenu>
      {twoFactorOpen && (
        <Suspense fallback={null}>
          <TwoFactorDialog open onClose={() => setTwoFactorOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
