import { createHash } from 'node:crypto';
import { parseContentParts } from './analyze-template';
import { openDocxPackage, parsePackagePart, type DocxPackage } from './docx-package';
import { sampleFieldValue } from './preview-fields';
import { scanBrackets, scanTags } from './template-tags';
import { childElements, findAll, firstChild, type XmlDocument, type XmlElement } from './xml-tree';

/**
 * An HTML preview of a template: headings, paragraphs with bold/italic/underline, fonts, sizes,
 * colours, shading of cells, paragraphs and runs, tables, sections with their columns, header and
 * footer, logos, fields (PAGE, NUMPAGES, DATE) as sample values, placeholders highlighted and
 * [instructions] as notes.
 * Built from the WordprocessingML directly; every piece of template text is escaped, CSS values are
 * whitelisted, and images are inlined only as verified PNG/JPEG data: URIs, so a template cannot
 * inject markup, script or remote requests.
 */

interface RunFormat {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  caps?: boolean;
  font?: string;
  halfPoints?: number;
  color?: string;
  /** Background of the run (w:shd or w:highlight), validated hex. */
  shade?: string;
}

interface StyleInfo {
  basedOn?: string;
  name: string;
  run: RunFormat;
  align?: string;
  outlineLevel?: number;
  shade?: string;
}

/** Word's highlight colour names (ST_HighlightColor) as hex. */
const HIGHLIGHTS: Record<string, string> = {
  yellow: 'FFFF00', green: '00FF00', cyan: '00FFFF', magenta: 'FF00FF', blue: '0000FF', red: 'FF0000',
  darkBlue: '000080', darkCyan: '008080', darkGreen: '008000', darkMagenta: '800080', darkRed: '800000',
  darkYellow: '808000', darkGray: '808080', lightGray: 'C0C0C0', black: '000000', white: 'FFFFFF',
};

const isHex = (value: string | undefined): value is string => value !== undefined && /^[0-9A-Fa-f]{6}$/.test(value);

/**
 * The background a w:shd paints, as validated hex (the only form that reaches the stylesheet).
 * "clear" (and patterns) show the fill; "solid" paints the pattern colour over all of it.
 */
function readShading(shd: XmlElement | undefined): string | undefined {
  if (!shd || shd.attrs['w:val'] === 'nil') return undefined;
  const colour = shd.attrs['w:val'] === 'solid' ? shd.attrs['w:color'] : shd.attrs['w:fill'];
  return isHex(colour) ? colour.toUpperCase() : undefined;
}

const MAX_INLINE_IMAGE_BYTES = 2 * 1024 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const isOn = (el: XmlElement | undefined) => (el ? !['0', 'false', 'off'].includes(el.attrs['w:val'] ?? 'true') : undefined);

function readRunFormat(rPr: XmlElement | undefined, themeFonts: { major?: string; minor?: string }): RunFormat {
  if (!rPr) return {};
  const fonts = firstChild(rPr, 'w:rFonts');
  const theme = fonts?.attrs['w:asciiTheme'];
  const size = Number(firstChild(rPr, 'w:sz')?.attrs['w:val']);
  const color = firstChild(rPr, 'w:color')?.attrs['w:val'];
  const underline = firstChild(rPr, 'w:u')?.attrs['w:val'];
  const highlight = HIGHLIGHTS[firstChild(rPr, 'w:highlight')?.attrs['w:val'] ?? ''];
  return {
    bold: isOn(firstChild(rPr, 'w:b')),
    italic: isOn(firstChild(rPr, 'w:i')),
    underline: underline === undefined ? undefined : underline !== 'none',
    caps: isOn(firstChild(rPr, 'w:caps')),
    font: fonts?.attrs['w:ascii'] ?? (theme ? (theme.startsWith('major') ? themeFonts.major : themeFonts.minor) : undefined),
    halfPoints: Number.isFinite(size) && size > 0 ? size : undefined,
    color: isHex(color) ? color.toUpperCase() : undefined,
    shade: highlight ?? readShading(firstChild(rPr, 'w:shd')),
  };
}

const merge = (...formats: RunFormat[]): RunFormat =>
  formats.reduce((acc, f) => ({ ...acc, ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) }), {});

class PreviewRenderer {
  private readonly styles = new Map<string, StyleInfo>();
  private readonly fontClasses = new Map<string, string>();
  private readonly css = new Set<string>();
  private defaultRun: RunFormat = {};
  private defaultParagraphStyle = 'Normal';
  private readonly themeFonts: { major?: string; minor?: string } = {};

  constructor(
    private readonly pkg: DocxPackage,
    private readonly now: Date,
  ) {
    const theme = this.partOfType(pkg.mainDocument, 'theme');
    if (theme) {
      this.themeFonts.major = findAll(theme.root, 'a:majorFont').flatMap((f) => childElements(f, 'a:latin'))[0]?.attrs.typeface;
      this.themeFonts.minor = findAll(theme.root, 'a:minorFont').flatMap((f) => childElements(f, 'a:latin'))[0]?.attrs.typeface;
    }
    const styles = this.partOfType(pkg.mainDocument, 'styles');
    if (!styles) return;
    const defaults = findAll(styles.root, 'w:rPrDefault')[0];
    this.defaultRun = readRunFormat(defaults ? firstChild(defaults, 'w:rPr') : undefined, this.themeFonts);
    for (const style of childElements(styles.root, 'w:style')) {
      const id = style.attrs['w:styleId'];
      if (!id) continue;
      if (style.attrs['w:type'] === 'paragraph' && style.attrs['w:default'] === '1') this.defaultParagraphStyle = id;
      const pPr = firstChild(style, 'w:pPr');
      const outline = pPr ? firstChild(pPr, 'w:outlineLvl')?.attrs['w:val'] : undefined;
      this.styles.set(id, {
        name: firstChild(style, 'w:name')?.attrs['w:val'] ?? id,
        basedOn: firstChild(style, 'w:basedOn')?.attrs['w:val'],
        run: readRunFormat(firstChild(style, 'w:rPr'), this.themeFonts),
        align: pPr ? firstChild(pPr, 'w:jc')?.attrs['w:val'] : undefined,
        outlineLevel: outline === undefined ? undefined : Number(outline),
        shade: pPr ? readShading(firstChild(pPr, 'w:shd')) : undefined,
      });
    }
  }

  private partOfType(part: string, type: string): XmlDocument | null {
    const target = this.pkg.relationshipsOf(part).find((r) => r.type.endsWith(`/${type}`))?.target;
    return target ? parsePackagePart(this.pkg, target) : null;
  }

  /** A style with everything it inherits through basedOn (cycles cut off). */
  private resolveStyle(id: string | undefined): StyleInfo {
    const chain: StyleInfo[] = [];
    for (let current = id, depth = 0; current && depth < 20; depth++) {
      const style = this.styles.get(current);
      if (!style) break;
      chain.unshift(style);
      current = style.basedOn;
    }
    return {
      name: chain[chain.length - 1]?.name ?? '',
      run: merge(...chain.map((s) => s.run)),
      align: chain.reduce<string | undefined>((a, s) => s.align ?? a, undefined),
      outlineLevel: chain.reduce<number | undefined>((a, s) => s.outlineLevel ?? a, undefined),
      shade: chain.reduce<string | undefined>((a, s) => s.shade ?? a, undefined),
    };
  }

  private classesFor(format: RunFormat): string {
    const classes: string[] = [];
    if (format.bold) classes.push('b');
    if (format.italic) classes.push('i');
    if (format.underline) classes.push('u');
    if (format.caps) classes.push('caps');
    if (format.font) {
      // Only letters, digits, spaces and hyphens reach the stylesheet.
      const safe = format.font.replace(/[^A-Za-z0-9 -]/g, '').trim().slice(0, 60);
      if (safe) {
        let cls = this.fontClasses.get(safe);
        if (!cls) {
          cls = `f${this.fontClasses.size}`;
          this.fontClasses.set(safe, cls);
          this.css.add(`.${cls}{font-family:"${safe}",sans-serif}`);
        }
        classes.push(cls);
      }
    }
    if (format.halfPoints && format.halfPoints <= 200) {
      const half = Math.round(format.halfPoints);
      classes.push(`s${half}`);
      this.css.add(`.s${half}{font-size:${half / 2}pt}`);
    }
    if (format.color) {
      classes.push(`c${format.color}`);
      this.css.add(`.c${format.color}{color:#${format.color}}`);
    }
    if (format.shade) classes.push(this.shadeClass(format.shade));
    return classes.join(' ');
  }

  /** A background class; `hex` is validated by readShading, so only six hex digits reach the CSS. */
  private shadeClass(hex: string): string {
    this.css.add(`.bg${hex}{background-color:#${hex}}`);
    return `bg${hex}`;
  }

  private image(part: string, blip: XmlElement, extent: XmlElement | undefined): string {
    const rel = this.pkg.relationshipsOf(part).find((r) => r.id === blip.attrs['r:embed']);
    const bytes = rel && !rel.isExternal ? this.pkg.files.get(rel.target) : undefined;
    const width = Math.round(Number(extent?.attrs.cx ?? 0) / 9525);
    const height = Math.round(Number(extent?.attrs.cy ?? 0) / 9525);
    const size = width > 0 && height > 0 && width < 5000 && height < 5000 ? ` width="${width}" height="${height}"` : '';
    if (bytes && bytes.length <= MAX_INLINE_IMAGE_BYTES) {
      // The bytes decide the type, not the file name or content type the template claims.
      const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      if (isPng || isJpeg) return `<img class="img" alt=""${size} src="data:image/${isPng ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}">`;
    }
    return '<span class="img-missing">[image]</span>';
  }

  private paragraph(part: string, p: XmlElement): string {
    const pPr = firstChild(p, 'w:pPr');
    const styleId = (pPr ? firstChild(pPr, 'w:pStyle')?.attrs['w:val'] : undefined) ?? this.defaultParagraphStyle;
    const style = this.resolveStyle(styleId);
    const base = merge(this.defaultRun, style.run, readRunFormat(pPr ? firstChild(pPr, 'w:rPr') : undefined, this.themeFonts));
    const pieces: { text: string; html?: string; cls: string }[] = [];
    const extras: string[] = [];
    // Complex fields (w:fldChar begin → instrText → separate → cached result → end), nested ones too.
    // A field the preview can compute prints its sample value instead of the cached result.
    const fields: { instruction: string; hasResult: boolean; value?: string }[] = [];
    const isHidden = () => fields.some((f) => !f.hasResult || f.value !== undefined);
    const fieldValue = (value: string, cls: string) =>
      pieces.push({ text: '', html: `<span class="${cls ? `${cls} ` : ''}fld">${escapeHtml(value)}</span>`, cls });
    const walk = (el: XmlElement) => {
      for (const child of childElements(el)) {
        if (child.name === 'w:r') {
          const rPr = firstChild(child, 'w:rPr');
          const rStyle = rPr ? firstChild(rPr, 'w:rStyle')?.attrs['w:val'] : undefined;
          const cls = this.classesFor(merge(base, rStyle ? this.resolveStyle(rStyle).run : {}, readRunFormat(rPr, this.themeFonts)));
          for (const item of childElements(child)) {
            if (item.name === 'w:fldChar') {
              const type = item.attrs['w:fldCharType'];
              if (type === 'begin') fields.push({ instruction: '', hasResult: false });
              const field = fields[fields.length - 1];
              if (!field) continue;
              if (type === 'separate' && !field.hasResult) {
                field.value = sampleFieldValue(field.instruction, this.now);
                const isVisible = fields.slice(0, -1).every((f) => f.hasResult && f.value === undefined);
                if (field.value !== undefined && isVisible) fieldValue(field.value, cls);
                field.hasResult = true;
              } else if (type === 'end') {
                fields.pop();
                // A field saved without a result (no "separate") still shows its value.
                const value = field.hasResult ? undefined : sampleFieldValue(field.instruction, this.now);
                if (value !== undefined && !isHidden()) fieldValue(value, cls);
              }
              continue;
            }
            if (item.name === 'w:instrText') {
              const field = fields[fields.length - 1];
              if (field && !field.hasResult) field.instruction += item.children.map((c) => (c.kind === 'text' ? c.value : '')).join('');
              continue;
            }
            if (isHidden()) continue;
            if (item.name === 'w:t') pieces.push({ text: item.children.map((c) => (c.kind === 'text' ? c.value : '')).join(''), cls });
            else if (item.name === 'w:tab') pieces.push({ text: '\t', cls });
            else if (item.name === 'w:br' || item.name === 'w:cr') pieces.push({ text: '', html: '<br>', cls });
            else if (item.name === 'w:drawing' || item.name === 'mc:AlternateContent') {
              const choice = item.name === 'mc:AlternateContent' ? firstChild(item, 'mc:Choice') : item;
              if (!choice) continue;
              const blip = findAll(choice, 'a:blip')[0];
              if (blip) pieces.push({ text: '', html: this.image(part, blip, findAll(choice, 'wp:extent')[0]), cls });
              for (const box of findAll(choice, 'w:txbxContent')) extras.push(`<div class="textbox">${this.blocks(part, box)}</div>`);
            }
          }
        } else if (child.name === 'w:fldSimple') {
          const value = sampleFieldValue(child.attrs['w:instr'] ?? '', this.now);
          if (value === undefined) walk(child);
          else if (!isHidden()) {
            const rPr = findAll(child, 'w:rPr')[0];
            fieldValue(value, this.classesFor(merge(base, readRunFormat(rPr, this.themeFonts))));
          }
        } else if (['w:hyperlink', 'w:ins', 'w:smartTag', 'w:customXml'].includes(child.name)) {
          walk(child);
        } else if (child.name === 'w:sdt') {
          const content = firstChild(child, 'w:sdtContent');
          if (content) walk(content);
        }
      }
    };
    walk(p);
    const html = this.highlight(pieces);
    const level = style.outlineLevel ?? (/^title$/i.test(style.name) ? -1 : undefined);
    const tag = level === undefined ? 'p' : `h${Math.min(6, level + 2)}`;
    const align = (pPr ? firstChild(pPr, 'w:jc')?.attrs['w:val'] : undefined) ?? style.align;
    const classes = [align === 'center' ? 'center' : align === 'right' || align === 'end' ? 'right' : align === 'both' ? 'justify' : ''];
    const isList = Boolean(pPr && firstChild(pPr, 'w:numPr')) || /list bullet|list number|list paragraph/i.test(style.name);
    if (isList) classes.push('li');
    const shade = (pPr ? readShading(firstChild(pPr, 'w:shd')) : undefined) ?? style.shade;
    if (shade) classes.push(this.shadeClass(shade));
    const cls = classes.filter(Boolean).join(' ');
    return `<${tag}${cls ? ` class="${cls}"` : ''}>${html || '&#8203;'}</${tag}>${extras.join('')}`;
  }

  /** Escapes text and wraps {{placeholders}} and [instructions] — also when they span several runs. */
  private highlight(pieces: { text: string; html?: string; cls: string }[]): string {
    const text = pieces.map((p) => p.text).join('');
    const ranges = [
      ...scanTags(text).tags.map((t) => ({ start: t.start, end: t.end, cls: 'ph' })),
      ...scanBrackets(text).map((b) => ({ start: b.start, end: b.end, cls: 'note' })),
    ].sort((a, b) => a.start - b.start);
    const out: string[] = [];
    let offset = 0;
    let open: (typeof ranges)[number] | null = null;
    for (const piece of pieces) {
      if (piece.html) {
        out.push(piece.html);
        continue;
      }
      let pos = 0;
      while (pos < piece.text.length) {
        const at = offset + pos;
        if (!open) {
          const starting = ranges.find((r) => r.start === at);
          if (starting) {
            open = starting;
            out.push(`<mark class="${starting.cls}"${starting.cls === 'note' ? ' title="Instruction for the AI; not printed"' : ''}>`);
          }
        }
        const nextStart = ranges.find((r) => r.start > at)?.start ?? Infinity;
        const stop = Math.min(piece.text.length, (open ? open.end : nextStart) - offset);
        const chunk = piece.text.slice(pos, stop);
        out.push(piece.cls ? `<span class="${piece.cls}">${escapeHtml(chunk)}</span>` : escapeHtml(chunk));
        pos = stop;
        if (open && offset + pos >= open.end) {
          out.push('</mark>');
          open = null;
        }
      }
      offset += piece.text.length;
    }
    if (open) out.push('</mark>');
    return out.join('');
  }

  private table(part: string, tbl: XmlElement): string {
    const tblPr = firstChild(tbl, 'w:tblPr');
    // The table's own shading fills every cell that has none of its own.
    const tableShade = tblPr ? readShading(firstChild(tblPr, 'w:shd')) : undefined;
    const rows = childElements(tbl, 'w:tr').map((tr) => {
      const cells = childElements(tr, 'w:tc').map((tc) => {
        const tcPr = firstChild(tc, 'w:tcPr');
        const span = Number(tcPr ? firstChild(tcPr, 'w:gridSpan')?.attrs['w:val'] : 1);
        const colspan = Number.isInteger(span) && span > 1 && span < 64 ? ` colspan="${span}"` : '';
        const shade = (tcPr ? readShading(firstChild(tcPr, 'w:shd')) : undefined) ?? tableShade;
        const cls = shade ? ` class="${this.shadeClass(shade)}"` : '';
        return `<td${colspan}${cls}>${this.blocks(part, tc)}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    });
    return `<table class="tbl">${rows.join('')}</table>`;
  }

  /** One block-level element (paragraph, table, content control) as HTML. */
  block(part: string, child: XmlElement): string {
    if (child.name === 'w:p') return this.paragraph(part, child);
    if (child.name === 'w:tbl') return this.table(part, child);
    if (child.name === 'w:sdt') {
      const content = firstChild(child, 'w:sdtContent');
      if (content) return this.blocks(part, content);
    }
    return '';
  }

  blocks(part: string, container: XmlElement): string {
    return childElements(container)
      .map((child) => this.block(part, child))
      .join('');
  }

  stylesheet(): string {
    return [...this.css].join('');
  }
}

const BASE_CSS =
  'body{margin:0;background:#eef0f3;font-family:sans-serif;color:#262626}' +
  '.page{max-width:794px;margin:24px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:48px 64px}' +
  '.page-header,.page-footer{border:1px dashed #c8ccd2;padding:8px 12px;margin:0 0 24px;color:#555}' +
  '.page-footer{margin:24px 0 0}.label{font:11px sans-serif;color:#8a9099;text-transform:uppercase;letter-spacing:.05em}' +
  '.cols2{column-count:2;column-gap:32px}.cols3{column-count:3;column-gap:24px}.cols4{column-count:4;column-gap:16px}' +
  '.colsep{column-rule:1px solid #c8ccd2}.fld{border-bottom:1px dotted #8a9099}' +
  'p,h1,h2,h3,h4,h5,h6{margin:0 0 6px;white-space:pre-wrap}h1{font-size:26pt}h2{font-size:13pt;border-bottom:1px solid #ccc}h3{font-size:11pt}' +
  '.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.caps{text-transform:uppercase}' +
  '.center{text-align:center}.right{text-align:right}.justify{text-align:justify}.li::before{content:"\\2022  "}' +
  '.tbl{border-collapse:collapse;width:100%;margin:0 0 8px}.tbl td{border:1px solid #d0d4da;padding:4px 6px;vertical-align:top}' +
  'mark.ph{background:#dbeafe;color:#1e3a8a;border-radius:3px;padding:0 2px}' +
  'mark.note{background:#fef3c7;color:#92400e;font-style:italic;border-radius:3px;padding:0 2px}' +
  '.textbox{border:1px dotted #c8ccd2;padding:4px;margin:4px 0}.img-missing{color:#8a9099}.img{max-width:100%;height:auto}' +
  '.views{display:flex;gap:16px;justify-content:center;padding:12px 0 0;font:14px sans-serif}.views a{color:#1d4ed8}';

const VIEWS = [
  { view: 'sample', label: 'With sample data' },
  { view: 'placeholders', label: 'Show placeholders' },
] as const;

/** The switch between the two views: plain links, so it works under a policy that allows no script. */
function viewSwitch(current: 'sample' | 'placeholders'): string {
  const links = VIEWS.map(({ view, label }) => (view === current ? `<strong aria-current="page">${label}</strong>` : `<a href="?view=${view}">${label}</a>`));
  return `<nav class="views" aria-label="Preview">${links.join('')}</nav>`;
}

/** The columns a section sets (w:cols num, or its listed w:col when widths differ), 1–4, and its rule. */
function sectionColumns(sectPr: XmlElement | undefined): { count: number; hasRule: boolean } {
  const cols = sectPr ? firstChild(sectPr, 'w:cols') : undefined;
  if (!cols) return { count: 1, hasRule: false };
  const listed = childElements(cols, 'w:col').length;
  const num = Number(cols.attrs['w:num'] ?? (listed || 1));
  const count = Number.isInteger(num) && num > 1 ? Math.min(4, num) : 1;
  const sep = cols.attrs['w:sep'];
  return { count, hasRule: count > 1 && sep !== undefined && !['0', 'false', 'off'].includes(sep) };
}

/**
 * The body split into Word's sections, each in a block with its own columns: a paragraph carrying a
 * w:sectPr ends its section; the body's last w:sectPr describes the last one.
 */
function bodyInSections(renderer: PreviewRenderer, part: string, body: XmlElement): string {
  const out: string[] = [];
  let current: string[] = [];
  const close = (sectPr: XmlElement | undefined) => {
    const { count, hasRule } = sectionColumns(sectPr);
    const cls = [`cols${count}`, hasRule ? 'colsep' : ''].filter(Boolean).join(' ');
    if (current.length) out.push(`<div class="${cls}">${current.join('')}</div>`);
    current = [];
  };
  for (const child of childElements(body)) {
    if (child.name === 'w:sectPr') continue;
    current.push(renderer.block(part, child));
    const pPr = child.name === 'w:p' ? firstChild(child, 'w:pPr') : undefined;
    const sectPr = pPr ? firstChild(pPr, 'w:sectPr') : undefined;
    if (sectPr) close(sectPr);
  }
  close(firstChild(body, 'w:sectPr'));
  return out.join('');
}

/**
 * The preview page of a template, as a complete HTML document; `view` adds the sample-data switch,
 * `now` is the date DATE fields show (today by default).
 */
export function renderTemplatePreviewHtml(buffer: Buffer, options: { view?: 'sample' | 'placeholders'; now?: Date } = {}): string {
  const pkg = openDocxPackage(buffer);
  const docs = parseContentParts(pkg);
  const renderer = new PreviewRenderer(pkg, options.now ?? new Date());
  const section = (parts: string[], cls: string, label: string) => {
    const html = parts.map((part) => (docs.get(part) ? renderer.blocks(part, docs.get(part)!.root) : '')).join('');
    return html.replace(/<p>&#8203;<\/p>/g, '') ? `<div class="${cls}"><div class="label">${label}</div>${html}</div>` : '';
  };
  const main = docs.get(pkg.mainDocument)!;
  const body = firstChild(main.root, 'w:body') ?? main.root;
  const content = bodyInSections(renderer, pkg.mainDocument, body);
  // Word shows the default header; a template with several shows its first one here.
  const header = section(pkg.headerParts.slice(0, 1), 'page-header', 'Header');
  const footer = section(pkg.footerParts.slice(0, 1), 'page-footer', 'Footer');
  const css = BASE_CSS + renderer.stylesheet();
  const nav = options.view ? viewSwitch(options.view) : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Template preview</title><style>${css}</style></head><body>${nav}<div class="page">${header}${content}${footer}</div></body></html>`;
}

/** A Content-Security-Policy for serving a preview: no script, no remote loads, only its own stylesheet. */
export function previewContentSecurityPolicy(html: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const hash = createHash('sha256').update(css).digest('base64');
  return `default-src 'none'; img-src data:; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}
