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

/**
 * The Content-Range header of a simple-REST list answer: `activity 0-24/319`, or `activity *\/0`
 * when the page is empty.
 */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${start}-${start + count - 1}/${total}`;
}
