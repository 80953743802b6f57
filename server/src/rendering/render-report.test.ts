import { describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { analyzeTemplate } from './analyze-template';
import { readLogoImage } from './logo-image';
import { renderReportDocx } from './render-report';
import { encodePng, SMALL_JPEG } from './test-support/logo-images';
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

  describe('with the agency logo', () => {
    const png = encodePng(300, 100);

    it('puts the logo image part in the package, referenced from document.xml, beside the agency name at the top', () => {
      const docx = renderReportDocx(report, { headerText: 'Northwind Talent', footerText: 'Prepared by Sam, Northwind Talent', logo: readLogoImage(png) });
      expect(validateDocx(docx)).toEqual({ isValid: true, problems: [] });
      const zip = new PizZip(docx);
      expect(Buffer.from(zip.file('word/media/agency-logo.png')!.asUint8Array()).equals(png)).toBe(true);
      expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain('Id="rIdAgencyLogo" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/agency-logo.png"');
      expect(zip.file('[Content_Types].xml')!.asText()).toContain('<Default Extension="png" ContentType="image/png"/>');
      const xml = partXml(docx);
      // First in the body: the logo (3:1, so 5 cm × 1.67 cm capped to 1.6 cm high → 4.8 cm wide), then the agency name.
      expect(xml.indexOf('r:embed="rIdAgencyLogo"')).toBeLessThan(xml.indexOf('Candidate report'));
      expect(xml).toContain('<wp:extent cx="1728000" cy="576000"/>');
      expect(xml).toContain('descr="Northwind Talent logo"');
      expect(partText(docx).split('\n')[0]).toBe('\tNorthwind Talent');
      // Said once on the first page: no header repeating the name above the logo; the footer still names the agency.
      expect(zip.file('word/header1.xml')).toBeNull();
      expect(partText(docx, 'word/footer1.xml')).toBe('Prepared by Sam, Northwind Talent');
    });

    it('places a JPEG logo as a JPEG part, and a logo without an agency name alone', () => {
      const docx = renderReportDocx(report, { logo: readLogoImage(SMALL_JPEG) });
      const zip = new PizZip(docx);
      expect(Buffer.from(zip.file('word/media/agency-logo.jpeg')!.asUint8Array()).equals(SMALL_JPEG)).toBe(true);
      expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain('Target="media/agency-logo.jpeg"');
      expect(partXml(docx)).toContain('descr="Agency logo"');
      // The letterhead line holds only the picture.
      expect(partText(docx).split('\n').slice(0, 2)).toEqual(['', 'Candidate report: Amélie <Durand>']);
      expect(validateDocx(docx).isValid).toBe(true);
    });

    it('escapes an agency name written to break the XML', () => {
      const docx = renderReportDocx(report, { headerText: 'A&B "<Talent>"', logo: readLogoImage(png) });
      expect(validateDocx(docx).isValid).toBe(true);
      expect(partXml(docx)).toContain('descr="A&amp;B &quot;&lt;Talent>&quot; logo"');
      expect(partText(docx).split('\n')[0]).toBe('\tA&B "<Talent>"');
    });

    it('has no image at all without a logo', () => {
      const docx = renderReportDocx(report, { headerText: 'Northwind Talent' });
      const zip = new PizZip(docx);
      expect(Object.keys(zip.files).filter((name) => name.startsWith('word/media/'))).toEqual([]);
      expect(partXml(docx)).not.toContain('<w:drawing>');
      expect(partText(docx, 'word/header1.xml')).toBe('Northwind Talent');
    });
  });
});
