import { describe, expect, it } from 'vitest';
import { analyzeTemplate } from './analyze-template';
import { renderReportDocx } from './render-report';
import { partText, partXml } from './test-support/read-docx';
import { validateDocx } from './validate-docx';

describe('renderReportDocx', () => {
  const report = {
    title: 'Candidate report: Amélie <Durand>',
    subtitle: 'Prepared 3 March 2025',
    sections: [
      { heading: 'Summary', paragraphs: ['Strong backend engineer.\nReady to lead.', ''] },
      { heading: 'Strengths', bullets: ['Payments domain & compliance', 'Mentoring'] },
      { heading: 'Empty', paragraphs: [], bullets: [] },
    ],
  };

  it('builds a valid document with title, headings, paragraphs and real bullets', () => {
    const docx = renderReportDocx(report, { headerText: 'Northwind Talent', footerText: 'Confidential' });
    expect(validateDocx(docx)).toEqual({ isValid: true, problems: [] });
    expect(partText(docx)).toBe(
      'Candidate report: Amélie <Durand>\nPrepared 3 March 2025\nSummary\nStrong backend engineer.\nReady to lead.\nStrengths\nPayments domain & compliance\nMentoring\nEmpty',
    );
    expect(partXml(docx).match(/<w:pStyle w:val="ListBullet"\/>/g)).toHaveLength(2);
    expect(partText(docx, 'word/header1.xml')).toBe('Northwind Talent');
    expect(partText(docx, 'word/footer1.xml')).toBe('Confidential');
  });

  it('uses the requested font', () => {
    expect(analyzeTemplate(renderReportDocx(report, { font: 'Arial' })).fonts).toEqual(['Arial']);
  });
});
