import { useEffect, useState, type ReactNode } from 'react';
import { Box, CssBaseline, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { flushSync } from 'react-dom';
import { PageContainer } from './common/PageContainer';
import { dashboardMessages, dashboardTitle } from './i18n/dashboard';
import { readStore } from './common/readStore';
import { isDashboardPath } from './dashboard/earlyDashboard';
import { browserLocale } from './i18n/languages';
import { SIDEBAR, useEntryTheme } from './theme';

/** The cards once drawn (src/dashboard/DashboardFrame.tsx). */
function useCards(cards: Promise<ReactNode> | undefined): ReactNode {
  const [drawn, setDrawn] = useState<ReactNode>(null);
  useEffect(() => {
    let live = true;
    // A sync update: React lets no default-priority one interrupt a transition's render, and the admin app's is under way.
    cards?.then((node) => live && flushSync(() => setDrawn(node)), () => undefined);
    return () => void (live = false);
  }, [cards]);
  return drawn;
}

/**
 * Issue 27: what a signed-in visit paints from the entry while react-admin loads and mounts (about half a second of a
 * 2-core machine): the app bar's band and, on the dashboard, its title and first cards (`cards`, from the early
 * answers) where the page puts them, so the screen is never blank and nothing moves when the app replaces it. Hidden
 * from assistive technology: the app's own page, a moment later, is what they announce.
 */
export function SignedInFrame({ path, cards }: { path: string; cards?: Promise<ReactNode> }) {
  const theme = useEntryTheme();
  // react-admin's sidebar, open unless the user closed it (useSidebarState).
  const sidebar = readStore('sidebar.open') === false ? SIDEBAR.closedWidth : SIDEBAR.width;
  // Its words are English (issue 30): in another language the band alone, not a title that changes.
  const english = (readStore('locale') ?? browserLocale()) === 'en';
  const drawn = useCards(cards);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box aria-hidden>
        <Box sx={{ position: 'fixed', inset: '0 0 auto', height: 49, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }} />
        {isDashboardPath(path) && english ? (
          // react-admin's layout: the app frame's top margin (as padding: a margin would collapse into the body's and move it), the sidebar, the content's 8 px.
          <Box sx={{ pt: { xs: 7, sm: 6 }, ml: { sm: `${sidebar}px` }, px: 1 }}>
            <PageContainer>
              {/* common/PageHeader.tsx's title and margin. */}
              <Box sx={{ mb: 3 }}>
                <Typography variant="h1">{dashboardTitle}</Typography>
                <Typography color="text.secondary" sx={{ mt: 0.75 }}>
                  {dashboardMessages.subtitle}
                </Typography>
              </Box>
              {drawn}
            </PageContainer>
          </Box>
        ) : null}
      </Box>
    </ThemeProvider>
  );
}
