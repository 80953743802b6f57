import { describe, expect, it } from 'vitest';
import { findEmail, findLinkedin, findPhone, findWebsite } from './contact';
import { extractCv } from './extract-cv';
import { textDocument } from './test-support';

describe('findPhone', () => {
  it('reads international numbers in their many written forms', () => {
    expect(findPhone(['Mobile: +49 (0)151 2345 6789'], null)).toBe('+49 1512 3456789');
    expect(findPhone(['Tel. +33 6 12 34 56 78'], null)).toBe('+33 6 12 34 56 78');
    expect(findPhone(['+1-415-555-0132 | jane@x.com'], null)).toBe('+1 415 555 0132');
    expect(findPhone(['+91 98450 12345'], null)).toBe('+91 98450 12345');
  });

  it('reads national numbers with the country from the location', () => {
    expect(findPhone(['020 7946 0958'], 'GB')).toBe('+44 20 7946 0958');
    expect(findPhone(['(212) 555-0123'], 'US')).toBe('+1 212 555 0123');
  });

  it('does not take date ranges or years for numbers', () => {
    expect(findPhone(['2016 - 2019', 'Jan 2019 – Present'], 'GB')).toBeNull();
  });

  it("never picks a referee's number", () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme Ltd\n2019 - 2021\nREFERENCES\nJohn Smith\n+44 7700 900123'));
    expect(data.phone).toBeNull();
    const withOwn = extractCv(textDocument('Jane Doe\n+353 87 123 4567\nREFERENCES\nJohn Smith, +44 7700 900123'));
    expect(withOwn.phone).toBe('+353 87 123 4567');
  });
});

describe('links and e-mail', () => {
  it('normalises LinkedIn and finds a personal site, not library names', () => {
    expect(findLinkedin('linkedin.com/in/jane-doe-42/')).toBe('https://www.linkedin.com/in/jane-doe-42');
    expect(findWebsite('Skills: Node.js, ASP.NET\ngithub.com/janedoe')).toBe('https://github.com/janedoe');
    expect(findWebsite('https://linkedin.com/in/x')).toBeNull();
    expect(findEmail('Email: jane.doe+cv@mail.example.co.uk.')).toBe('jane.doe+cv@mail.example.co.uk');
  });
});
