import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error';

/** Throws API400 naming the first bad field (same shape as readBody/readQuery). */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(query)'}: ${issue.message}`);
  const field = result.error.issues[0]!.path.map(String).join('.') || '(query)';
  throw new ApiError('API400', messages.join('; '), { field });
}

/**
 * The query string with the named parameters as lists: repeated (`size=9&size=10`) or
 * comma-separated (`size=9,10`). Other parameters keep their first value.
 */
export function readListQuery<S extends z.ZodType>(c: Context, schema: S, lists: readonly string[]): z.output<S> {
  const raw: Record<string, unknown> = { ...c.req.query() };
  for (const name of lists) {
    const values = c.req.queries(name) ?? [];
    raw[name] = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  }
  return parseOr400(schema, raw);
}
