import { z } from 'zod';

/**
 * A JSON value carried in a query parameter, as ra-data-simple-rest sends sort, range and filter
 * (the /api/v2 extension API): parsed, then checked by `schema`.
 */
export const jsonParam = <T extends z.ZodType>(name: string, schema: T, maxLength = 4000) =>
  z
    .string()
    .max(maxLength, `${name} is too long`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The lists' `range`: `[start, end]`, both inclusive, spanning at most `maxSpan` records. */
export const rangeParam = (maxSpan: number, defaultRange: readonly [number, number]) =>
  jsonParam(
    'range',
    z
      .tuple([z.number().int().min(0).max(1_000_000), z.number().int().min(0).max(1_000_000)])
      .refine(([start, end]) => end >= start, 'range must be [start, end] with end >= start')
      .refine(([start, end]) => end - start < maxSpan, `range may span at most ${maxSpan} records`),
  ).default(defaultRange as never);

/** The lists' `sort`: `[field, order]`, the field one of `fields`. */
export const sortParam = <const Fields extends readonly [string, ...string[]]>(fields: Fields, defaultSort: readonly [Fields[number], 'ASC' | 'DESC']) =>
  jsonParam('sort', z.tuple([z.enum(fields), z.enum(['ASC', 'DESC'])])).default(defaultSort as never);

/** A record's id as a filter names it (a UUID, any letter case). */
export const idText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be an id');

/** A filter value that is one item or a list of at most `max` (getMany's ids, a multi-select). */
export const oneOrMany = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]);

/**
 * The Content-Range header of a simple-REST list answer: `activity 0-24/319`, or `activity *\/0`
 * when the page is empty.
 */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${start}-${start + count - 1}/${total}`;
}
