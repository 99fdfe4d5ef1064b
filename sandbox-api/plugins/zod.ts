import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import { z } from 'zod';

/**
 * Routes declare their zod schemas (from contract/) in `schema: { body, querystring, params }`,
 * next to the handler, as Fastify intends. This compiler makes Fastify validate with zod and hand
 * the parsed (coerced, defaulted, trimmed) value to the handler; a failure reaches the error handler
 * as the ZodError itself, which answers 400 naming each field and rule.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Clearer defaults than zod's "Invalid input: expected string, received undefined"; messages the
 * contract schemas set themselves take precedence over these.
 */
const readableIssues: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'is required';
  const expected = String(issue.expected);
  return `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
};

export const NUL_REFUSED = 'must not contain the NUL character';

/**
 * The path of the first string holding U+0000, which PostgreSQL text cannot store (the driver would
 * fail with a 500), or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
function pathOfNul(value: unknown): PropertyKey[] | null {
  const pending: [unknown, PropertyKey[]][] = [[value, []]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, PropertyKey[]];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) pending.push([child, [...path, key]]);
    }
  }
  return null;
}

/** Refuses what the route schema let through when a string in it holds U+0000. */
const noNulStrings = z.unknown().superRefine((value, ctx) => {
  const path = pathOfNul(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: NUL_REFUSED });
});

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const checked = schema.pipe(noNulStrings);
  return (data) => {
    const result = checked.safeParse(data, { error: readableIssues });
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** The per-field errors of the error shape (contract/http.ts) and one readable line for `message`. */
export function describeZodError(error: z.ZodError, where?: string): {
  message: string;
  errors: { path: string; message: string }[];
} {
  const errors = error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : (where ?? 'body'),
    message: issue.message,
  }));
  return { message: errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors };
}
