import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Names the browser tab after the screen: "Transactions · USDT Gateway". */
export function useDocumentTitle(titleKey: string) {
  const translate = useTranslate();
  const title = `${translate(titleKey)} · ${translate('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
