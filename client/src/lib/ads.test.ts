import { describe, expect, it } from 'vitest';
import { adClientId, adDimensions, adScriptUrl } from './ads';

describe('ads', () => {
  it('sizes banner 728x90 and rectangle 300x250 (docs/PRODUCT.md §3)', () => {
    expect(adDimensions('banner')).toEqual({ width: 728, height: 90 });
    expect(adDimensions('rectangle')).toEqual({ width: 300, height: 250 });
    expect(adDimensions('auto')).toBeNull();
  });

  it('treats a missing or blank client id as not configured', () => {
    expect(adClientId(undefined)).toBeNull();
    expect(adClientId('   ')).toBeNull();
    expect(adClientId(' ca-pub-123 ')).toBe('ca-pub-123');
  });

  it('builds the script URL with the client id', () => {
    expect(adScriptUrl('ca-pub-1&x')).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1%26x');
  });
});
