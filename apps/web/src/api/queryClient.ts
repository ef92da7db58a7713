import { QueryClient } from '@tanstack/react-query';

/** Errors are shown by the HTTP client, so queries do not retry (a retry would toast again). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
