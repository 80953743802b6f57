/**
 * Hand-written PDFs for the reader's tests: pdf-lib cannot encrypt, and will not write a broken
 * page tree, so these are assembled object by object with a correct cross-reference table.
 */
function assemble(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_CONTENT = 'BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET';

/** A PDF encrypted with the standard handler and a user password we do not know. */
export function passwordProtectedPdf(): Buffer {
  const hex32 = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, '0')).join('');
  return assemble(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      `<< /Length ${PAGE_CONTENT.length} >>\nstream\n${PAGE_CONTENT}\nendstream`,
      `<< /Filter /Standard /V 1 /R 2 /O <${hex32(1)}> /U <${hex32(2)}> /P -44 >>`,
    ],
    '/Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] ',
  );
}

/** A page tree whose Kids point back up at their parent: a naive walk never ends. */
export function circularPagesPdf(): Buffer {
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>',
  ]);
}

/** Starts like a PDF, then garbage. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.alloc(2000, 0x41)]);
}
