import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccess, useStore, useTranslate } from 'react-admin';
import { WEBHOOKS_RESOURCE } from '../../contract/webhooks';
import { BackButton } from '../common/BackButton';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { IpRestrictionTab } from './ip/IpRestrictionTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SettingsBanner } from './useBanner';

const TABS = ['notifications', 'security', 'profile', 'privacy', 'ip', 'webhooks'] as const;
type TabId = (typeof TABS)[number];

/** The webhooks screen is loaded when its tab is opened: most visits never need it. */
const WebhooksTab = lazy(() => import('./webhooks/WebhooksTab').then(({ WebhooksTab }) => ({ default: WebhooksTab })));

/** The Settings screen (001 section 2.8); the open tab is kept in react-admin's store, so a reload reopens it. */
export function SettingsPage() {
  const translate = useTranslate();
  const [stored, setTab] = useStore<TabId>('settings.tab', 'notifications');
  const { canAccess: mayUseWebhooks } = useCanAccess({ resource: WEBHOOKS_RESOURCE, action: 'list' });
  const tabs = TABS.filter((id) => id !== 'webhooks' || mayUseWebhooks);
  const tab = tabs.includes(stored) ? stored : 'notifications';

  const panels: Record<TabId, ReactNode> = {
    notifications: <NotificationsTab />,
    security: <SecurityTab />,
    profile: <ProfileTab />,
    privacy: <Typography>{translate('app.settings.privacy')}</Typography>,
    ip: <IpRestrictionTab />,
    webhooks: (
      <Suspense fallback={null}>
        <WebhooksTab />
      </Suspense>
    ),
  };

  return (
    <PageContainer>
      <BackButton label="app.settings.back" to="/dashboard" />
      <PageHeader titleKey="app.pages.settings.title" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
        <Tabs
          orientation="vertical"
          variant="scrollable"
          value={tab}
          onChange={(_event, value: TabId) => setTab(value)}
          aria-label={translate('app.settings.tabs_label')}
        >
          {tabs.map((id) => (
            <Tab key={id} value={id} label={translate(`app.settings.tabs.${id}`)} id={`settings-tab-${id}`} aria-controls="settings-panel" />
          ))}
        </Tabs>
        <Card>
          <CardContent role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
            <SettingsBanner>{panels[tab]}</SettingsBanner>
          </CardContent>
        </Card>
      </Box>
    </PageContainer>
  );
}
