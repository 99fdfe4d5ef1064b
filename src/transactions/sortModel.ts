import type { GridSortModel } from '@mui/x-data-grid';
import type { TransactionSort } from '../../contract/transactions';

/** The grid's header sorting mapped onto the spec's three sorts (newest, oldest, updated). */
export function sortModelOf(sort: TransactionSort): GridSortModel {
  if (sort === 'updated') return [{ field: 'updatedAt', sort: 'desc' }];
  return [{ field: 'createdAt', sort: sort === 'oldest' ? 'asc' : 'desc' }];
}

export function sortOf(model: GridSortModel): TransactionSort {
  const [first] = model;
  if (first?.field === 'updatedAt') return 'updated';
  if (first?.field === 'createdAt' && first.sort === 'asc') return 'oldest';
  return 'newest';
}
