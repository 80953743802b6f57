import { describe, expect, it } from 'vitest';
import { readDocument } from '../documents/read-document';
import { docx, list, NUMBERING, p, style } from '../documents/test-support/word-xml';
import { extractCv } from './extract-cv';

describe("a role's own sub-headings and career lines", () => {
  it('reads a list item naming a part of the role\'s text ("Key projects:") as no section, and the roles after it', async () => {
    // As pandoc writes a Markdown CV: headings in Word's heading styles, a role's text as list items, one of them a label.
    const role = (employer: string, title: string, dates: string, items: string[]) =>
      p(employer, style('Heading3')) + p(title) + p(dates) + items.map((item) => p(item, list(1))).join('');
    const buffer = docx(
      p('Mira Kowalczyk', style('Title')) +
        p('mira.k@example.org') +
        p('Berufserfahrung', style('Heading2')) +
        role('Lindwurm Analytics GmbH, Leipzig', 'Head of Data', '04/2015 – 07/2018', ['Führung des Data-Teams.', 'Key-Projekte:', 'Recommendation Engine: Collaborative Filtering.']) +
        role('Kranich Versicherung AG, Halle', 'Data Engineer', '01/2012 – 03/2015', ['Aufbau der Datenplattform.']) +
        p('Ausbildung', style('Heading2')) +
        p('Universität Leipzig', style('Heading3')) +
        p('M.Sc. Informatik') +
        p('2006 – 2011'),
      { numbering: NUMBERING },
    );
    const data = extractCv(await readDocument(buffer, 'cv.docx'));
    expect(data.experience.map((e) => [e.title, e.company])).toEqual([
      ['Head of Data', 'Lindwurm Analytics GmbH'],
      ['Data Engineer', 'Kranich Versicherung AG'],
    ]);
  });
});
