/** The identity service (lib/firebase.ts), on its own chunk: loaded after the first paint or on the first sign-in. */
export const loadFirebase = () => import(/* webpackChunkName: "firebase" */ './firebase');
