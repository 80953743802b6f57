import { readDocument } from '../server/src/documents/read-document';
const f = process.argv[2];
const doc = await readDocument(f, f);
const grep = process.argv[3] ? new RegExp(process.argv[3], 'i') : null;
doc.lines.forEach((l, i) => { if (!grep || grep.test(l.text)) console.log(i, l.region, l.page, l.x?.toFixed(0), l.y?.toFixed(0), l.fontSize?.toFixed(1), l.bold ? 'B' : '', JSON.stringify(l.text)); });
