/** A list answer of the API (`{ items, total, page, pageSize }`) holding `items`. */
export function list<T>(items: T[], page = 1, pageSize = 20) {
  return { items, total: items.length, page, pageSize };
}
