import { z } from 'zod';

/** Every error answer of the API has this shape; `message` is the text the user sees. */
export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export interface Ok<T> {
  success: true;
  message?: string;
  data: T;
}

/** The paginated list shape of 001 section 3. */
export interface ListPage<T> {
  docs: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Query helpers shared by list routes: numbers arrive as strings in a query. */
export const pageParam = z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more');
export const limitParam = (max: number) =>
  z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .transform((n) => Math.min(n, max));
