import type { SWRConfiguration } from "swr";
import { getQueryFn } from "./client";

/** No retry, no focus or reconnect refetch, no polling by default, data never goes stale on its own. */
export const swrConfig: SWRConfiguration = {
  fetcher: getQueryFn({ on401: "throw" }),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
