/** The product API's reducer path: the one API with session-cached resources. */
export const PRODUCT_API = 'api';

/** The tag of every session-cached answer (its id: the session key), invalidated when the answer expires. */
export const SESSION_TAG = 'SessionCache';
