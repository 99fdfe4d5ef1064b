import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

export function SettingsCard({ title, help, children }: { title: string; help?: string | null; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} subheader={help} slotProps={{ title: { variant: 'h2', component: 'h2' }, subheader: { sx: { mt: 1 } } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
