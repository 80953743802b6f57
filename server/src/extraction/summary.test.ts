import { describe, expect, it } from 'vitest';
import { extractCv } from './extract-cv';
import { textDocument } from './test-support';
import { buildBlocks } from '../documents/blocks';
import type { DocumentLine } from '../documents/types';

const NOW = { now: new Date(Date.UTC(2026, 0, 1)) };
const summaryOf = (lines: string[]) => extractCv(textDocument(lines.join('\n')), NOW).summary;

const experience = ['EXPERIENCE', 'Software Developer | Fictional Company | 2020 - Present', '• Built web applications with React'];

describe('a profile without a heading', () => {
  it('is the first paragraph of prose under the name, past the contact line and the title', () => {
    expect(summaryOf(['Jordan Mitchell', 'Senior Woodworker', 'jordan@example.com | (202) 555-0122 | Boston, MA', 'Experienced woodworker with 5+ years of experience in designing and crafting custom furniture.', ...experience])).toBe(
      'Experienced woodworker with 5+ years of experience in designing and crafting custom furniture.',
    );
  });

  it('follows a paragraph wrapped over a narrow sidebar until its sentence ends, and finds its opening line', () => {
    expect(summaryOf(['Olivia Richardson', 'Experienced Server bringing', 'enthusiasm, dedication and an exceptional work', 'ethic to every guest.', 'Skills: Cash handling', ...experience])).toBe(
      'Experienced Server bringing enthusiasm, dedication and an exceptional work ethic to every guest.',
    );
  });

  it('reads German prose, whose nouns are capitalised, and a date inside a sentence', () => {
    const text = 'Ich habe Wirtschaftsinformatik an der Universität Regensburg studiert. Seit September 2020 bin ich wissenschaftlicher Mitarbeiter am Lehrstuhl.';
    expect(summaryOf(['Philip Empl', 'Biographie', text, 'BERUFSERFAHRUNG', 'Entwickler | Firma GmbH | 2020 - heute'])).toBe(text);
  });

  it('ends a paragraph without a full stop at a labelled field or a short capitalised title under it', () => {
    const text = 'A versatile, high-energy technocrat with merit of executing prestigious projects of large magnitude within strict time schedule';
    expect(summaryOf(['Unknown Coder', 'Full Stack .NET Developer | Team Lead', text, 'Location Preference: Mumbai/Pune', 'Profile Summary', ...experience])).toBe(text);
    expect(summaryOf(['Unknown Coder', text, 'Key Achievements', ...experience])).toBe(text);
  });

  it('reads on past a line that ends a sentence when the next line of the page goes on with the paragraph, not into the next one', () => {
    const at = (text: string, y: number, fontSize = 10.8): DocumentLine => ({ text, page: 1, region: 'body', x: 43, y, fontSize });
    const lines = [
      { ...at('SAMIRA HADID', 95, 30.9), region: 'sidebar' as const },
      at('Web developer with six years of building shops and booking sites for small firms.', 222),
      at('Known for clear code, careful testing and patient work with clients of every size.', 237),
      at('Outside work she teaches a weekly coding class for children at the local library.', 270),
      at('EXPERIENCE', 300, 12.8),
      at('Web Developer | Northwind Ltd | 2019 - Present', 320),
    ];
    const doc = { format: 'pdf' as const, lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false };
    expect(extractCv(doc, NOW).summary).toBe(
      'Web developer with six years of building shops and booking sites for small firms. Known for clear code, careful testing and patient work with clients of every size.',
    );
  });

  it('reads on past a full stop inside brackets still open', () => {
    expect(summaryOf(['Philip Empl', 'Seit 2020 bin ich als wissenschaftlicher Mitarbeiter am Lehrstuhl für Wirtschaftsinformatik der Universität tätig (Prof.', 'Dr. Pernul). Dort forsche ich zu Datenanalysen.', ...experience])).toBe(
      'Seit 2020 bin ich als wissenschaftlicher Mitarbeiter am Lehrstuhl für Wirtschaftsinformatik der Universität tätig (Prof. Dr. Pernul). Dort forsche ich zu Datenanalysen.',
    );
  });

  it('leaves out a heading set in the paragraph’s own line', () => {
    expect(summaryOf(['Jane Doe', 'PROFESSIONAL SUMMARY Experienced software developer with 5+ years of expertise in full-stack development and cloud services.', ...experience])).toBe(
      'Experienced software developer with 5+ years of expertise in full-stack development and cloud services.',
    );
  });

  it('is nothing when the top of the CV holds no prose: a name, a title, contact and details lines', () => {
    expect(summaryOf(['Max Muster', 'Fullstack Developer', 'Musterstrasse 4, 12345 Musterstadt', 'Data di nascita 1 gennaio 1950 | Nazionalità Italiana | Patente B', 'JavaScript HTML CSS React Node.js Docker Kubernetes', ...experience])).toBeNull();
  });

  it('never replaces the profile a heading announces', () => {
    expect(summaryOf(['Jane Doe', 'Experienced developer who builds things for people in many places.', 'PROFILE', 'Backend engineer.', ...experience])).toBe('Backend engineer.');
  });
});
