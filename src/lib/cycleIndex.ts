/** The next (step 1) or previous (step -1) index, wrapping around; 0 for an empty list. */
export function cycleIndex(current: number, length: number, step: 1 | -1): number {
  if (length <= 0) return 0;
  return (((current + step) % length) + length) % length;
}
