import { describe, expect, it } from 'vitest';
import type { CvData } from '@common/cv-data';
import { renderCv } from './render-cv';
import { graduateCv } from './test-support/cv-fixtures';
import { buildDocx, cell, p, table } from './test-support/docx-builder';
import { partText } from './test-support/read-docx';

// The rough edges the sendable judge found in real outputs (issue 28, item 5), each on a small template.

const consultant = { consultantName: 'Danny Whitlock', consultantEmail: 'danny@quayline.example', consultantPhone: '01452 960 318' };

function withCv(patch: Partial<CvData>): CvData {
  return { ...graduateCv(), ...patch };
}

describe('separators', () => {
  it('keeps the separator before a phone that starts with a bracket', () => {
    const template = buildDocx({ body: [p('{{Email}} | {{Phone}} | {{Address}}')] });
    const data = withCv({ email: 'john@email.com', phone: '(555) 123-4567', location: 'San Francisco, CA' });
    expect(partText(renderCv({ template, data }))).toBe('john@email.com | (555) 123-4567 | San Francisco, CA');
    expect(partText(renderCv({ template, data: { ...data, location: null } }))).toBe('john@email.com | (555) 123-4567');
  });

  it('still drops the separator left before a bracketed aside by an empty value', () => {
    const template = buildDocx({ body: [p('{{#Education}}{{Institution}} – {{Field}} ({{EndDate}}){{/Education}}')] });
    expect(partText(renderCv({ template, data: graduateCv() }))).toBe('Open University (2024)');
  });
});

describe('empty sections', () => {
  it("removes a 'Certifications' heading left over the consultant's line alone, and keeps the line", () => {
    const template = buildDocx({
      body: [p('Key Skills', { style: 'Heading1' }), p('{{Skills}}'), p('Certifications', { style: 'Heading1' }), p('{{Certifications}}'), p('Consultant: {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}')],
    });
    const text = partText(renderCv({ template, data: graduateCv(), extras: consultant }));
    expect(text).toBe('Key Skills\nExcel\nConsultant: Danny Whitlock · danny@quayline.example · 01452 960 318');
    const withCerts = partText(renderCv({ template, data: withCv({ certifications: ['PRINCE2'] }), extras: consultant }));
    expect(withCerts).toMatch(/Certifications\n\W*PRINCE2\nConsultant: Danny Whitlock/);
  });

  it('keeps a heading over the agency details alone while they show', () => {
    const template = buildDocx({ body: [p('Your consultant', { style: 'Heading1' }), p('{{ConsultantName}}')] });
    expect(partText(renderCv({ template, data: graduateCv(), extras: consultant }))).toBe('Your consultant\nDanny Whitlock');
  });
});
