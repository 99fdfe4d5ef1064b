import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { UserMenu, useLogout, useNavigate, useNotify, useTranslate, useUserMenu } from 'react-admin';

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

/** The Profile menu of 000 section 1: Settings and Logout. Its button is labelled "Profile". */
export function ProfileMenu() {
  return (
    <UserMenu>
      <SettingsMenuItem />
      <LogoutMenuItem />
    </UserMenu>
  );
}
