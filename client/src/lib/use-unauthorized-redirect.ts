import { useEffect } from 'react';
import { isUnauthorizedError } from './errors';
import { handleUnauthorized } from './notify';

/**
 * For user pages: when a query's error is a 401, show the spec's notice and go to /api/login
 * after 500 ms (docs/PRODUCT.md §6). Pass the query's `error`.
 */
export function useUnauthorizedRedirect(error: unknown): void {
  useEffect(() => {
    if (isUnauthorizedError(error)) handleUnauthorized();
  }, [error]);
}
