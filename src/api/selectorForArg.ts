import type { SkipToken } from '@reduxjs/toolkit/query';

/** A query endpoint: its `select(arg)` makes a new selector of the argument's cache entry each call. */
interface SelectableEndpoint<Arg, Selector> {
  select: (arg: Arg | SkipToken) => Selector;
}

/**
 * The selector of an endpoint's cache entry for an argument, made on first use and kept, so an
 * unchanged entry reads as the same object (a new selector reads it as a new one). `keyOf` names an
 * argument's selector: the argument itself by default; an object argument gives its cache key.
 */
export function selectorForArg<Arg, Selector>(
  endpoint: SelectableEndpoint<Arg, Selector>,
  keyOf: (arg: Arg) => unknown = (arg) => arg,
): (arg: Arg) => Selector {
  const selectors = new Map<unknown, Selector>();
  return (arg) => {
    const key = keyOf(arg);
    let selector = selectors.get(key);
    if (selector === undefined) selectors.set(key, (selector = endpoint.select(arg)));
    return selector;
  };
}
