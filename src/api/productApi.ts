/** The product API's reducer path: the one API whose answers the persistence listener keeps and expires. */
export const PRODUCT_API = 'api';

/** The tag of every answer with a lifetime (its id: the request URL), invalidated when the answer expires. */
export const ANSWER_TAG = 'Answer';
