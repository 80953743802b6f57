import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, createQueryClient, getQueryFn } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(url: string) {
  return { queryKey: [url], signal: new AbortController().signal, meta: undefined, client: createQueryClient() } as never;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/login', { email: 'a@b.c', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('name', 'Template');
    await apiRequest('POST', '/api/templates', form);
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ body: undefined, headers: undefined, credentials: 'include' });
  });

  it('throws "status: body" for a non-OK response (docs/PRODUCT.md §8)', async () => {
    mockFetch(new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/login', {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiJson', () => {
  it('parses the JSON body', async () => {
    mockFetch(new Response('{"id":"u1"}', { status: 200 }));
    await expect(apiJson('GET', '/api/user')).resolves.toEqual({ id: 'u1' });
  });

  it('resolves undefined for an empty body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiJson('DELETE', '/api/uploaded-cvs/1')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the first element of the query key with credentials and parses JSON', async () => {
    const fetchMock = mockFetch(new Response('[1,2]', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })(queryContext('/api/templates'));
    expect(data).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/templates', { credentials: 'include' });
  });

  it("resolves null on 401 with on401 'returnNull'", async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'))).resolves.toBeNull();
  });

  it("throws on 401 with on401 'throw'", async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/user'))).rejects.toThrow(/^401: /);
  });

  it("still throws other errors with on401 'returnNull'", async () => {
    mockFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'))).rejects.toThrow('500: boom');
  });
});

describe('createQueryClient', () => {
  it('follows docs/PRODUCT.md §7: no retry, no focus refetch, no polling, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });
});
