/**
 * A value made on its first use, then kept: for what costs to make and a screen may never need. An
 * Intl formatter or collator is one: the first of each kind loads its locale data (10–20 ms on a
 * desktop, four times that on a phone), which at module load would lengthen every screen's start.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
