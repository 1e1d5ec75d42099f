/** A select's choice (ui's `FilterSelect` and `SelectField` options). */
export type ItemOption = { value: string; label: string };

/** The keys of `T` whose values are words. */
type WordKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The choices of a select from a list answer's items (`GET /roles`, `GET /clients`): each item's
 * id, named by its `labelKey`; none while the answer is not in.
 * `itemOptions(clients.data, 'legalName')`.
 */
export function itemOptions<T extends { id: string }>(
  answer: { items: readonly T[] } | undefined,
  labelKey: WordKeys<T>,
): ItemOption[] {
  return (answer?.items ?? []).map((item) => ({
    value: item.id,
    label: item[labelKey] as string,
  }));
}
