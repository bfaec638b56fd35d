/**
 * A position on a ring of `length` items, as an index 0…length−1 (negative positions count back); 0 for an empty ring.
 */
export function wrapIndex(position: number, length: number): number {
  if (length <= 0) return 0;
  return ((position % length) + length) % length;
}
