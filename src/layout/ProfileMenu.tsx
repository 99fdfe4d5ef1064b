import { Suspense, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SvgIconComponent } from '@mui/icons-material';
import { UserMenu, useGetIdentity, useLogout, useNavigate, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { TwoFactorDialog } from '../security';

function ProfileMenuItem({ icon: Icon, label, onClick }: { icon: SvgIconComponent; label: string; onClick: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

// The Profile menu (000 section 1); the 2FA dialog lives outside it so closing the menu keeps it. A failed Logout call
// leaves the user signed in, and says so.
export function ProfileMenu() {
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <>
      {/* On a wide screen the button shows the user's name: its accessible name starts with it (WCAG 2.5.3, issue 30). */}
      <UserMenu label={identity?.fullName ? translate('app.layout.profile_of', { name: identity.fullName }) : undefined}>
        <ProfileMenuItem icon={SettingsOutlined} label="app.layout.settings" onClick={() => navigate('/settings')} />
        <ProfileMenuItem icon={SecurityOutlined} label="app.layout.two_factor" onClick={() => setTwoFactorOpen(true)} />
        <ProfileMenuItem
          icon={LogoutIcon}
          label="ra.auth.logout"
          onClick={() => logout({}, '/', false).catch(() => notify('app.layout.logout_failed', { type: 'error' }))}
        />
      </UserMenu>
      {twoFactorOpen && (
        <Suspense fallback={null}>
          <TwoFactorDialog open onClose={() => setTwoFactorOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
