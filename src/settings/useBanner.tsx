import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import { errorMessage } from '../../dataProvider/httpClient';

type Show = (severity: 'success' | 'error', text: string) => void;
const BannerContext = createContext<Show>(() => undefined);

/** Settings' message banner over its tabs, which clears itself after 3 s (001 section 9). */
export function SettingsBanner({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback<Show>((severity, text) => {
    clearTimeout(timer.current);
    setBanner({ severity, text });
    timer.current = setTimeout(() => setBanner(null), DELAYS_MS.messageBanner);
  }, []);
  return (
    <BannerContext.Provider value={show}>
      {banner ? (
        <Alert severity={banner.severity} sx={{ mb: 2 }}>
          {banner.text}
        </Alert>
      ) : null}
      {children}
    </BannerContext.Provider>
  );
}

/** `show` a banner; `failed(key)` is an onError that shows the server's message, else the key's text. */
export function useBanner() {
  const show = useContext(BannerContext);
  const translate = useTranslate();
  const failed = (key: string) => (failure: unknown) => show('error', errorMessage(failure, { failed: translate(key) }));
  return { show, failed };
}
