import { Box, Chip, Typography } from '@mui/material';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  RemoveSavedQueryIconButton,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';

type QueryValue = SavedQuery['value'];

/** Key order does not matter, as for the deep equality react-admin's remove dialog uses. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;
const same = (a: QueryValue, b: QueryValue) => JSON.stringify(a, sortedKeys) === JSON.stringify(b, sortedKeys);

/**
 * A list's saved views: react-admin's saved queries with its Save and Remove buttons. Unlike its SavedQueriesList,
 * opening one sets the filter, sort and perPage in one URL change; the open view is marked (aria-pressed).
 */
export function SavedQueries() {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [stored] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(stored);
  const current: QueryValue = { filter: filterValues, sort, perPage, displayedFilters };
  const isOpen = queries.some((query) => same(query.value, current));

  const open = (value: QueryValue) => {
    setFilters(value.filter ?? {}, value.displayedFilters ?? {});
    if (value.sort) setSort(value.sort);
    if (value.perPage && value.perPage !== perPage) setPerPage(value.perPage);
  };

  return (
    <Box
      role="group"
      aria-label={translate('ra.saved_queries.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <BookmarkBorder fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {translate('ra.saved_queries.label')}
      </Typography>
      {queries.map((query, index) => {
        const selected = same(query.value, current);
        return (
          <Chip
            key={`${index}-${query.label}`}
            label={query.label}
            size="small"
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => open(query.value)}
          />
        );
      })}
      {isOpen ? <RemoveSavedQueryIconButton /> : <AddSavedQueryIconButton />}
      {queries.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {translate('ra.saved_queries.help')}
        </Typography>
      ) : null}
    </Box>
  );
}
