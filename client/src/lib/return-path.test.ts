import { describe, expect, it } from 'vitest';
import { clearReturnPath, isReturnablePath, peekReturnPath, rememberReturnPath } from './return-path';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('return path after signing in again', () => {
  it('keeps a page of this site, with its query', () => {
    const store = memoryStore();
    rememberReturnPath('/templates?tab=mine', store);
    expect(peekReturnPath(store)).toBe('/templates?tab=mine');
    expect(peekReturnPath(store)).toBe('/templates?tab=mine');
    clearReturnPath(store);
    expect(peekReturnPath(store)).toBeNull();
  });

  it('never keeps another origin, the auth page, the API or the home page', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/auth', '/auth?x=1', '/api/login', '/api', '/', 'templates']) {
      expect(isReturnablePath(path), path).toBe(false);
      const store = memoryStore();
      rememberReturnPath(path, store);
      expect(peekReturnPath(store), path).toBeNull();
    }
  });

  it('ignores a value planted in storage that is not a path of this site', () => {
    const store = memoryStore();
    store.setItem('cvforge.returnPath', '//evil.example');
    expect(peekReturnPath(store)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberReturnPath('/billing', broken)).not.toThrow();
    expect(peekReturnPath(broken)).toBeNull();
    expect(() => clearReturnPath(broken)).not.toThrow();
  });
});
