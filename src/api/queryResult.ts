import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppQueryMeta } from './appBaseQuery';
import type { PRODUCT_API } from './productApi';

/** A product-API query's fulfilled or rejected action, as RTK Query dispatches it. */
export interface QueryResultAction extends UnknownAction {
  meta: {
    requestStatus: 'fulfilled' | 'rejected';
    arg: { queryCacheKey: string };
    fulfilledTimeStamp?: number;
    baseQueryMeta?: AppQueryMeta;
  };
}

/** What the session cache's listener reads of the store: the product API's query entries, and whether it is online. */
export interface ProductApiState {
  [PRODUCT_API]?: {
    queries: Record<string, { fulfilledTimeStamp?: number; status?: string } | undefined>;
    config?: { online: boolean };
  };
}
