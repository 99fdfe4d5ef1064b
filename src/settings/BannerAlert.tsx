import { Alert } from '@mui/material';
import type { Banner } from './useBanner';

export function BannerAlert({ banner }: { banner: Banner | null }) {
  return banner ? (
    <Alert severity={banner.severity} sx={{ mb: 2 }}>
      {banner.text}
    </Alert>
  ) : null;
}
