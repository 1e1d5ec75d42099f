import { sql } from 'drizzle-orm';

/** The page a list asks for (`?page=&pageSize=`, 1-based). */
export type PageRequest = { page: number; pageSize: number };

/** The answer of every list: `{ items, total, page, pageSize }`. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A select that can still be windowed (drizzle's builder before `.limit()`). */
export type Windowable<Row> = {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
};

/** The column of a count query: `db.select(countColumn()).from(table).where(where)`. */
export function countColumn() {
  return { total: sql<number>`count(*)::int` };
}

/** The rows a page skips and takes. */
export function pageWindow(page: PageRequest) {
  return { limit: page.pageSize, offset: (page.page - 1) * page.pageSize };
}

/** One page of a select ordered by the caller, for lists that count in their own way. */
export function inPage<Row>(rows: Windowable<Row>, page: PageRequest): PromiseLike<Row[]> {
  const window = pageWindow(page);
  return rows.limit(window.limit).offset(window.offset);
}

/**
 * The one paged list query: the page's rows of `rows` (ordered by the caller, windowed here)
 * and the filter's total from `count` (see `countColumn`), run side by side, answered as
 * `{ items, total, page, pageSize }` with the rows turned into items by `present`.
 */
export async function pagedList<Row, Item = Row>(
  page: PageRequest,
  query: { rows: Windowable<Row>; count: PromiseLike<{ total: number }[]> },
  present?: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [rows, [count]] = await Promise.all([inPage(query.rows, page), query.count]);
  return {
    items: present ? await present(rows) : (rows as unknown as Item[]),
    total: count?.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The same answer for a list already in memory (e.g. a report computed from final runs). */
export function pageInMemory<T>(rows: readonly T[], page: PageRequest): Page<T> {
  const window = pageWindow(page);
  return {
    items: rows.slice(window.offset, window.offset + window.limit),
    total: rows.length,
    page: page.page,
    pageSize: page.pageSize,
  };
}
