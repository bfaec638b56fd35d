/** The paths of the objects and lists in `value` (itself included) that are not frozen: [] when all are. */
export function unfrozenPaths(value: unknown, path = '$'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.isFrozen(value) ? [] : [path];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => unfrozenPaths(child, `${path}.${key}`))];
}
