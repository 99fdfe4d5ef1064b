import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';

interface TransactionsPagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** 'Page X of Y' with Previous and Next: never below 1, never past the last page (001 section 4). */
export function TransactionsPager({ page, pageCount, onChange }: TransactionsPagerProps) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('app.transactions.paging.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1, pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.transactions.paging.page_of', { page, pages: pageCount })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button variant="outlined" size="small" startIcon={<ChevronLeft />} disabled={page <= 1} onClick={() => onChange(Math.max(1, page - 1))}>
          {translate('app.transactions.paging.previous')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          endIcon={<ChevronRight />}
          disabled={page >= pageCount}
          onClick={() => onChange(Math.min(pageCount, page + 1))}
        >
          {translate('app.transactions.paging.next')}
        </Button>
      </Box>
    </Box>
  );
}
