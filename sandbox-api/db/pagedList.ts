import type { Queryable } from './types';
import type { Where } from './where';

/** One page of a simple-REST list, with what its Content-Range needs. */
export interface Page<T> {
  records: T[];
  total: number;
  start: number;
}

/** Where a list's rows come from, and the SQL its sort fields stand for. */
export interface ListSource<Field extends string> {
  /** `SELECT <columns> FROM <table> <joins>`: WHERE, ORDER BY, LIMIT and OFFSET are added. */
  select: string;
  /** The table (with its alias) the conditions read: the total counts it alone, without the joins. */
  countFrom: string;
  where: Where;
  /** Each sort field's SQL: the request's field only picks one of these and never reaches the SQL itself. */
  sortColumns: Record<Field, string>;
  /** Columns that order rows of equal sort value, in the same direction, so pages neither overlap nor skip. */
  tiebreak: readonly string[];
  /** Rows without a sort value come last in both directions. */
  nullsLast?: boolean;
}

/** A list query's sort and range, as contract/simpleRest.ts sortParam and rangeParam read them. */
export interface ListWindow<Field extends string> {
  sort: readonly [Field, 'ASC' | 'DESC'];
  /** `[start, end]`, both inclusive. */
  range: readonly [number, number];
}

/** The page `range` of the rows `where` keeps, in the order asked, and how many it keeps in all: two queries. */
export async function pagedList<Field extends string, Row, T>(
  db: Queryable,
  source: ListSource<Field>,
  { sort: [field, order], range: [start, end] }: ListWindow<Field>,
  toRecord: (row: Row) => T,
): Promise<Page<T>> {
  if (!Object.hasOwn(source.sortColumns, field)) throw new Error(`${field} is not a sort field`);
  const direction = order === 'ASC' ? 'ASC' : 'DESC';
  const first = `${source.sortColumns[field]} ${direction}${source.nullsLast ? ' NULLS LAST' : ''}`;
  const orderBy = [first, ...source.tiebreak.map((column) => `${column} ${direction}`)].join(', ');
  const { where } = source;
  const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${source.countFrom} WHERE ${where.sql}`, where.params);
  const { rows } = await db.query<Row>(
    `${source.select} WHERE ${where.sql} ORDER BY ${orderBy} LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, end - start + 1, start],
  );
  return { records: rows.map(toRecord), total: counted[0].total, start };
}
