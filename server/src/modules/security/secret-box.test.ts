import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  it('round-trips a secret without keeping it in clear', () => {
    const box = new SecretBox('x'.repeat(40));
    const sealed = box.encrypt('sk-ant-secret-key');
    expect(sealed).not.toContain('sk-ant');
    expect(box.decrypt(sealed)).toBe('sk-ant-secret-key');
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const sealed = new SecretBox('a'.repeat(40)).encrypt('secret');
    expect(() => new SecretBox('b'.repeat(40)).decrypt(sealed)).toThrow();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => new SecretBox('a'.repeat(40)).decrypt(tampered)).toThrow();
  });
});
