import { describe, expect, it } from 'vitest';
import { isUnreadableText } from './text-quality';

describe('isUnreadableText', () => {
  it('reads CVs in any language and full of numbers, e-mails and links as readable', () => {
    expect(isUnreadableText('Jane Doe\njane@example.com | +44 7700 900123\nEXPERIENCE\nSenior Engineer, Acme Ltd, 2019 – 2023\nBuilt the billing platform in Go and PostgreSQL')).toBe(false);
    expect(isUnreadableText('Иван Петров\nОпыт работы\nВедущий инженер, Яндекс, 2018 – 2022\nРазработка поисковых сервисов на C++ и Python')).toBe(false);
    expect(isUnreadableText('Berufserfahrung\nSoftwareentwickler bei der Beispiel GmbH in München\nSeit 01/2018 verantwortlich für Schnittstellen')).toBe(false);
  });

  it('finds glyph soup, broken encodings and private-use glyphs unreadable', () => {
    expect(isUnreadableText(Array.from({ length: 20 }, (_, i) => `Ÿ¤ßþqzxw${i}vbn ¦¬²³ kjhgfdsdfg`).join('\n'))).toBe(true);
    expect(isUnreadableText('\ue001\ue002\ue003\ue004 '.repeat(30))).toBe(true);
    expect(isUnreadableText('\ufffd\ufffd abc \ufffd\ufffd\ufffd '.repeat(20))).toBe(true);
  });

  it('leaves short texts to the other checks', () => {
    expect(isUnreadableText('xq zv')).toBe(false);
  });
});
