import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { buildDocx, p, table } from '../../rendering/test-support/docx-builder';
import { assertRedacted, findRedactionLeak, normaliseUrl, redactionTargets } from './check-redaction';

const jane: CvData = {
  ...emptyCvData(),
  name: 'Jane Doe',
  email: 'Jane.Doe@Example.com',
  phone: '+44 20 7946 0958',
  linkedin: 'https://www.linkedin.com/in/janedoe/',
  website: 'janedoe.dev',
};
const targets = redactionTargets(jane, 'Jane Doe\njane.doe@example.com | +44 20 7946 0958 | github.com/jdoe\nworked 2015 - 2018');
const core = (creator: string) =>
  `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title></dc:title><dc:creator>${creator}</dc:creator></cp:coreProperties>`;
const leak = (docx: Buffer) => {
  const found = findRedactionLeak(docx, targets);
  return found && `${found.target.kind} in ${found.where}`;
};

describe('redaction targets', () => {
  it('takes the contact fields, the contacts in the CV text and the surname; never a year range', () => {
    expect(targets.map((t) => `${t.kind}:${t.value}`)).toEqual([
      'email:jane.doe@example.com',
      'phone:079460958',
      'url:linkedin.com/in/janedoe',
      'url:janedoe.dev',
      'url:github.com/jdoe',
      'surname:Doe',
    ]);
    expect(normaliseUrl('HTTPS://www.Example.com/a/')).toBe('example.com/a');
  });

  it('skips a one-letter surname and short phone numbers', () => {
    expect(redactionTargets({ ...emptyCvData(), name: 'Malcolm X', phone: '12 34' })).toEqual([]);
  });
});

describe('findRedactionLeak', () => {
  it('passes a clean document', () => {
    expect(leak(buildDocx({ body: [p('Jane D.'), p('Doesn’t Doering — call 020 7946 1111')], header: [p('Acme Recruitment')] }))).toBeNull();
  });

  it('finds each value in the body, the header, the footer, a table and a text box', () => {
    expect(leak(buildDocx({ body: [p('Write to JANE.DOE@example.com')] }))).toBe('email in body');
    expect(leak(buildDocx({ body: [p('x')], header: [p(['Tel 020 79', '46 0958'])] }))).toBe('phone in header');
    expect(leak(buildDocx({ body: [p('x')], footer: [p('www.linkedin.com/in/janedoe')] }))).toBe('url in footer');
    expect(leak(buildDocx({ body: [table([['Name', 'Jane DOE']])] }))).toBe('surname in body');
    // A surname split over two runs by Word is still one word.
    expect(leak(buildDocx({ body: [p(['Jane D', 'oe'])] }))).toBe('surname in body');
    const textBox = '<w:p><w:r><w:pict><v:shape><v:textbox><w:txbxContent><w:p><w:r><w:t>Doe</w:t></w:r></w:p></w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>';
    expect(leak(buildDocx({ body: [textBox] }))).toBe('surname in text box');
  });

  it('reads the document properties and hyperlink targets', () => {
    expect(leak(buildDocx({ body: [p('x')], extraFiles: { 'docProps/core.xml': core('J. Doe') } }))).toBe('surname in document properties');
    const rels =
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdL" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:jane.doe@example.com" TargetMode="External"/></Relationships>';
    expect(leak(buildDocx({ body: [p('x')], extraFiles: { 'word/_rels/document.xml.rels': rels } }))).toBe('email in body (link)');
  });

  it('fails with a message that names the value and where it is', () => {
    const docx = buildDocx({ body: [p('x')], header: [p('jane.doe@example.com')] });
    expect(() => assertRedacted(docx, targets, 'reformatted CV')).toThrow("Redaction check failed: the candidate's email address is still in the reformatted CV (header).");
  });
});
