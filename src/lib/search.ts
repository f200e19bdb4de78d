/**
 * Lists the console searches and sorts (the email centre, the contact submissions): newest
 * first by stored date and time, and a case-insensitive text search over chosen fields.
 * Both are meant for memoised selectors, so the work is done once per change of the list.
 */

interface Stamped {
  date: string;
  time: string;
}

const stamp = (item: Stamped) => `${item.date} ${item.time}`;

/** The items newest first; items of the same minute keep their order. */
export function newestFirst<T extends Stamped>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = stamp(a.item);
      const y = stamp(b.item);
      return x < y ? 1 : x > y ? -1 : a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Each item's searchable text, lower case (build it once per list). */
export const searchIndex = <T>(items: readonly T[], text: (item: T) => readonly string[]): string[] =>
  items.map((item) => text(item).join('\n').toLowerCase());

/** The search text as matched: trimmed, any case; '' matches everything. */
export const searchQuery = (text: string): string => text.trim().toLowerCase();

/** Whether an indexed text holds the query. */
export const matchesQuery = (indexed: string, query: string): boolean =>
  query === '' || indexed.includes(query);
