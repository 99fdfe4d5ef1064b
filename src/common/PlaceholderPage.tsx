import { Card, CardContent, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslate } from 'react-admin';
import { PageContainer } from './PageContainer';
import { PageHeader } from './PageHeader';

/** A titled page for a screen that a later release fills in. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <PageContainer>
      <PageHeader titleKey={titleKey} />
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <ConstructionOutlined color="primary" aria-hidden />
          <Typography color="text.secondary">{translate('app.pages.placeholder')}</Typography>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
