import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';

type PageInfo = { page: number; perPage: number; total?: number; meta?: unknown; hasNextPage?: boolean };

/** The pages a list has: the gateway's count (meta.totalPages), else from the total, else as far as there is a next. */
export function pageCountOf({ page, perPage, total, meta, hasNextPage }: PageInfo): number {
  const known = (meta as { totalPages?: number } | undefined)?.totalPages ?? (total != null ? Math.ceil(total / perPage) : undefined);
  return known != null ? Math.max(1, known) : hasNextPage ? page + 1 : Math.max(1, page);
}

/** Every list's pager, 'Page X of Y' with Previous and Next (001 section 4): react-admin's Pagination says "1-25 of 60". */
export function ListPager() {
  const translate = useTranslate();
  const list = useListContext();
  const { page, setPage, error } = list;
  // A list that failed has no pages beyond the one asked for (001 section 4).
  const pages = error ? 1 : pageCountOf(list);
  return (
    <Box
      component="nav"
      aria-label={translate('app.list.pages')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1, pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.list.page_of', { page, pages })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button variant="outlined" size="small" startIcon={<ChevronLeft />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('app.list.previous')}
        </Button>
        <Button variant="outlined" size="small" endIcon={<ChevronRight />} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {translate('app.list.next')}
        </Button>
      </Box>
    </Box>
  );
}
