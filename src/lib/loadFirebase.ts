const requested = new Set<() => void>();

/**
 * The identity service (lib/firebase.ts), on its own chunk: loaded when something needs it (a
 * stored session at start-up, a sign-in, the admin check). Each call asks again, so a chunk that
 * failed to load is fetched anew on the next try.
 */
export function loadFirebase() {
  for (const listener of [...requested]) listener();
  return import(/* webpackChunkName: "firebase" */ './firebase');
}

/** Calls `listener` the next times the identity service is asked for, until the returned function is called. */
export function onFirebaseRequested(listener: () => void): () => void {
  requested.add(listener);
  return () => void requested.delete(listener);
}
