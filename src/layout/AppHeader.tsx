import { useEffect, useRef, type MouseEvent } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { AppBar, LinkBase, LocalesMenuButton, ToggleThemeButton, useTranslate, type AppBarProps } from 'react-admin';
import { NotificationsBell } from '../notifications';
import { ProfileMenu } from './ProfileMenu';

// The header: menu toggle (the drawer on phones), logo and product name (000 section 2; under `sm` the logo alone, so
// the buttons fit), the notifications bell, the language menu (issue 30; its name alone on phones), theme toggle, Profile menu.
// react-admin draws the whole app anew in a new language (ra-core's I18nContextProvider keys it by the change), so the
// focus fell to <body>: a choice in the language menu is remembered across that redraw, and the focus goes back to its button.
let languageChosen = false;
const noteLanguageChoice = (event: MouseEvent) => {
  // The menu's items are in a portal, and their clicks (Enter too) bubble here through React. The language
  // already shown (selected) redraws nothing, and the flag would wait for the header's next mount.
  if (event.target instanceof Element && event.target.closest('[role="menuitem"]:not(.Mui-selected)')) languageChosen = true;
};

export function AppHeader(props: AppBarProps) {
  const translate = useTranslate();
  const language = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (languageChosen) language.current?.querySelector('button')?.focus();
    languageChosen = false;
  }, []);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      {...props}
      color="inherit"
      sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <NotificationsBell />
          <Box ref={language} onClick={noteLanguageChoice} sx={{ '& .MuiButton-root': { minWidth: 0, fontSize: { xs: 0, sm: 'inherit' } } }}>
            <LocalesMenuButton icon={<TranslateIcon titleAccess={translate('app.language')} />} />
          </Box>
          <ToggleThemeButton />
        </Box>
      }
      userMenu={<ProfileMenu />}
    >
      <Box
        component={LinkBase}
        to="/dashboard"
        // Named by what it shows, the product's name, so that the name a voice user speaks is the one seen (WCAG 2.5.3,
        // issue 30); on a phone, where the logo shows alone, by where it leads (the logo's alt).
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
      >
        <Box component="img" src={`${import.meta.env.BASE_URL}logo.svg`} alt={isPhone ? translate('app.layout.home') : ''} sx={{ width: 32, height: 32, flexShrink: 0 }} />
        {isPhone ? null : (
          <Box sx={{ lineHeight: 1.1 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1rem' }}>
              {translate('app.name')}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {translate('app.tagline')}
            </Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}
