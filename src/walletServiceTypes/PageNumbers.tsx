import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { pageWindow } from '../../contract/walletServiceTypes';
import { pageCountOf } from '../common/list/ListPager';

/** First, Last, and the pages within 2 of the current one (001 section 9), over react-admin's list context. */
export function PageNumbers() {
  const translate = useTranslate();
  const list = useListContext();
  const { page, setPage: onChange } = list;
  const pages = pageCountOf(list);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.wallet_service_types.pages.${key}`, options);
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', pt: 2 }}>
      <Button size="small" disabled={page <= 1} onClick={() => onChange(1)}>
        {t('first')}
      </Button>
      {pageWindow(page, pages).map((number, index) =>
        number === null ? (
          <Typography key={`gap-${index}`} component="span" sx={{ px: 0.5 }}>
            …
          </Typography>
        ) : (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'outlined'}
            aria-label={t('page', { page: number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => onChange(pages)}>
        {t('last')}
      </Button>
    </Box>
  );
}
