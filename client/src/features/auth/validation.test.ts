import { describe, expect, it } from 'vitest';
import { hasRequiredCredentials } from './validation';

describe('hasRequiredCredentials (docs/PRODUCT.md §5)', () => {
  it('needs both an email or username and a password', () => {
    expect(hasRequiredCredentials('ada@example.com', 'secret')).toBe(true);
    expect(hasRequiredCredentials('admin', 'secret')).toBe(true);
    expect(hasRequiredCredentials('', 'secret')).toBe(false);
    expect(hasRequiredCredentials('   ', 'secret')).toBe(false);
    expect(hasRequiredCredentials('ada@example.com', '')).toBe(false);
  });
});
