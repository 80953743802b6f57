/** A format-neutral CV layout that each writer renders to TXT, DOCX, PDF or DOC. */
export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'bullet'; text: string }
  /** Two cells: the narrow (label or date) cell is the first unless `narrowLast` puts it in a right-hand margin. */
  | { kind: 'row'; cells: string[]; narrowLast?: boolean }
  | { kind: 'gap' };

export interface DocModel {
  /** Page header lines (running head) and footer lines. */
  header: string[];
  footer: string[];
  main: Block[];
  sidebar: Block[];
  sidebarSide: 'left' | 'right' | null;
  /** DOCX only: render the sidebar as a text box rather than a layout table. */
  sidebarAsTextBox: boolean;
}

/** Plain-text rendering shared by the TXT and DOC writers. */
export function blocksToLines(blocks: Block[], cellSeparator: string): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'gap':
        lines.push('');
        break;
      case 'row':
        lines.push(block.cells.join(cellSeparator));
        break;
      case 'bullet':
        lines.push(`• ${block.text}`);
        break;
      case 'heading':
        lines.push('', block.text.toUpperCase());
        break;
      default:
        lines.push(block.text);
    }
  }
  return lines;
}
