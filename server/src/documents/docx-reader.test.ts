import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { writeDocx } from '../test-support/documents/docx-writer';
import { readDocx } from './docx-reader';
import { sampleModel } from './test-support/sample-model';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('readDocx', () => {
  it('reads the page header and footer, with their region', async () => {
    const doc = await readDocx(writeDocx(sampleModel()));
    expect(doc.lines[0]).toMatchObject({ text: 'jane.doe@example.com | +44 20 7946 0958', region: 'header' });
    expect(doc.lines[doc.lines.length - 1]).toMatchObject({ text: 'London, United Kingdom', region: 'footer' });
    expect(doc.format).toBe('docx');
  });

  it('reads body paragraphs in order, marks bold and list items', async () => {
    const doc = await readDocx(writeDocx(sampleModel()));
    const body = doc.lines.filter((line) => line.region === 'body');
    expect(texts(body).slice(0, 4)).toEqual(['Jane Doe', 'Senior Software Engineer', 'Experience', 'Senior Software Engineer']);
    expect(body[0].bold).toBe(true);
    expect(body[0].fontSize).toBe(20);
    expect(texts(body)).toContain('• Built a payments API handling 2 million requests per day');
  });

  it('reads a text box once (not again from its VML fallback), as a sidebar', async () => {
    const doc = await readDocx(writeDocx(sampleModel({ sidebarSide: 'left', sidebarAsTextBox: true })));
    const sidebar = doc.lines.filter((line) => line.region === 'sidebar');
    expect(texts(sidebar)).toEqual(['Skills', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'Languages', 'English – native', 'German – B2']);
    expect(doc.text.match(/PostgreSQL/g)).toHaveLength(1);
  });

  it('reads a two-column layout table cell by cell, the narrow cell as sidebar', async () => {
    const doc = await readDocx(writeDocx(sampleModel({ sidebarSide: 'right', sidebarAsTextBox: false })));
    const lines = texts(doc.lines);
    // The main column comes first (it is the left cell) and is never interleaved with the sidebar.
    expect(lines.indexOf('2011 – 2014')).toBeLessThan(lines.indexOf('Skills'));
    expect(lines.slice(lines.indexOf('Skills'), lines.indexOf('Skills') + 4)).toEqual(['Skills', 'TypeScript', 'Kubernetes', 'PostgreSQL']);
    expect(doc.lines.find((line) => line.text === 'TypeScript')?.region).toBe('sidebar');
    expect(doc.lines.find((line) => line.text === 'Jane Doe')?.region).toBe('body');
  });

  it('reads a data table row by row with cells separated by tabs', async () => {
    const model = sampleModel({ main: [{ kind: 'heading', text: 'Experience' }, { kind: 'row', cells: ['2019 – Present', 'Engineer, Acme Ltd'] }, { kind: 'row', cells: ['2015 – 2018', 'Developer, Beta plc'] }] });
    const doc = await readDocx(writeDocx(model));
    const rows = doc.lines.filter((line) => line.region === 'table');
    expect(texts(rows)).toEqual(['2019 – Present\tEngineer, Acme Ltd', '2015 – 2018\tDeveloper, Beta plc']);
  });

  it('reads a document whose parts name WordprocessingML by another prefix, or as their default namespace, as Word does', async () => {
    const original = writeDocx(sampleModel());
    const rewrite = (change: (xml: string) => string) => {
      const zip = new PizZip(original);
      for (const name of Object.keys(zip.files).filter((file) => /^word\/(?:document|header\d*|footer\d*|styles|numbering)\.xml$/.test(file))) {
        zip.file(name, change(zip.file(name)!.asText()));
      }
      return zip.generate({ type: 'nodebuffer' });
    };
    // A script that re-saved the XML with ElementTree writes "ns0:" for "w:".
    const ns0 = rewrite((xml) => xml.replace(/xmlns:w=/g, 'xmlns:ns0=').replace(/(<\/?|\s)w:(?=[A-Za-z])/g, '$1ns0:'));
    // Elements in the default namespace: no prefix on them, attributes still qualified.
    const unprefixed = rewrite((xml) => xml.replace(/xmlns:w="([^"]+)"/, 'xmlns="$1" xmlns:w="$1"').replace(/(<\/?)w:(?=[A-Za-z])/g, '$1'));
    const expected = texts((await readDocx(original)).lines);
    expect(expected).toContain('Jane Doe');
    expect(texts((await readDocx(ns0)).lines)).toEqual(expected);
    expect(texts((await readDocx(unprefixed)).lines)).toEqual(expected);
    // The candidate's own text is never rewritten, even where it looks like a prefix.
    const withText = rewrite((xml) => xml.replace('Jane Doe', 'Jane Doe ns0:x w:y').replace(/xmlns:w=/g, 'xmlns:ns0=').replace(/(<\/?|\s)w:(?=[A-Za-z][\w]*[\s/>=])/g, '$1ns0:'));
    expect(texts((await readDocx(withText)).lines)).toContain('Jane Doe ns0:x w:y');
  });
});
