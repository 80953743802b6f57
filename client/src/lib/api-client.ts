import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * An error from a non-OK response. Its message follows docs/PRODUCT.md §8 to the letter:
 * `${status}: ${body text || status text}`; status and body are kept for callers that want them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * Calls the API with the session cookie. A FormData body goes as multipart (the browser sets
 * the boundary), anything else as JSON. Any non-OK response throws an ApiError.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the JSON body (undefined for an empty body, e.g. 204). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The spec's default loader (§7): GET the first element of the query key and parse JSON.
 * With on401 'returnNull' a 401 resolves to null (used for the current user); by default it throws.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** docs/PRODUCT.md §7: no automatic retry, no refetch on focus, no polling unless a query asks, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
