import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { DELAYS_MS } from '../../contract/constants';

export interface Banner {
  severity: 'success' | 'error';
  text: string;
}

export type Notify = (severity: Banner['severity'], text: string) => void;

/** A Settings message banner that clears itself after 3 s (001 section 9). */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((severity: Banner['severity'], text: string) => {
    clearTimeout(timer.current);
    setBanner({ severity, text });
    timer.current = setTimeout(() => setBanner(null), DELAYS_MS.messageBanner);
  }, []);
  return { banner, show };
}

export function BannerAlert({ banner }: { banner: Banner | null }) {
  return banner ? (
    <Alert severity={banner.severity} sx={{ mb: 2 }}>
      {banner.text}
    </Alert>
  ) : null;
}
