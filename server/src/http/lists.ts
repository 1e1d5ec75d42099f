import { z } from 'zod';

/** The query every list takes: `?search=&page=&pageSize=&sort=` (sort `field` or `-field`). */
export const ListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(50).optional(),
});

/** The shape of every list answer: `{ items, total, page, pageSize }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** `-name` → { field: 'name', desc: true }; unknown fields fall back to the default. */
export function parseSort<F extends string>(
  sort: string | undefined,
  fields: readonly F[],
  fallback: { field: F; desc: boolean },
) {
  if (!sort) return fallback;
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as F;
  return fields.includes(field) ? { field, desc } : fallback;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const IdParams = z.object({ id: z.uuid() });
