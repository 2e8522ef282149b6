import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { checkJsonValue } from './input-hygiene';

function describeIssue(issue: z.core.$ZodIssue): { field: string; message: string } {
  const field = issue.path.map(String).join('.') || '(body)';
  return { field, message: `${field}: ${issue.message}` };
}

/** Parses a value with a schema; a bad value is 400 API400 naming the first bad field (all of them in the message). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = describeIssue(result.error.issues[0]!);
  const all = result.error.issues.map((issue) => describeIssue(issue).message).join('; ');
  throw new ApiError('API400', all, { field: first.field });
}

/** Parses the JSON body with a schema from schemas/commerce; bad JSON or a bad shape is a 400. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError('API400', 'The request body is not valid JSON.', { field: '(body)' });
  }
  checkJsonValue(json);
  return parseOrThrow(schema, json);
}

/** Parses the query string with a schema; a bad parameter is a 400 naming it. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query());
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
  return parseOrThrow(schema, raw);
}
