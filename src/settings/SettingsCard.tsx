import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

export function SettingsCard({ title, help, children }: { title: string; help?: string | null; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {help ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
