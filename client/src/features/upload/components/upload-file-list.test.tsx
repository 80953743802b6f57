import { describe, expect, it } from 'vitest';
import { renderStatic } from '@/test-support/static-markup';
import type { UploadItem } from '../upload-state';
import { UploadFileList } from './upload-file-list';

const noop = () => {};

function item(id: string, name: string, status: UploadItem['status'], extra: Partial<UploadItem> = {}): UploadItem {
  return { id, file: new File([new Uint8Array(150_000)], name), status, progress: 0, ...extra };
}

function render(items: UploadItem[], isBusy = false) {
  return renderStatic(
    <UploadFileList items={items} isBusy={isBusy} onUpload={noop} onRetry={noop} onRemove={noop} onUploadAll={noop} onClearCompleted={noop} />,
  );
}

const mixed = [
  item('1', 'Zoë Müller CV.pdf', 'pending'),
  item('2', 'ben.docx', 'uploading', { progress: 42 }),
  item('3', 'cara.txt', 'success', { progress: 100 }),
  item('4', 'not-really.pdf', 'error', { error: 'File content does not match a PDF, Word or text document' }),
];

describe("the upload list, 'Files to Upload' (docs/PRODUCT.md §2, §3)", () => {
  it('lists every file with its name, size and status badge', () => {
    const rows = render(mixed).byTestId('upload-item');
    expect(rows.map((row) => row.attr('data-status'))).toEqual(['pending', 'uploading', 'success', 'error']);
    expect(rows[0].text()).toContain('Zoë Müller CV.pdf');
    expect(rows[0].text()).toContain('146.5 KB');
    expect(rows.map((row) => ['Pending', 'Uploading', 'Success', 'Error'].find((label) => row.text().includes(label)))).toEqual([
      'Pending',
      'Uploading',
      'Success',
      'Error',
    ]);
  });

  it('offers Upload on a waiting file, Retry on a refused one, and Remove except while a file is sending', () => {
    const screen = render(mixed);
    expect(screen.hasButton('Upload Zoë Müller CV.pdf')).toBe(true);
    expect(screen.hasButton('Upload ben.docx')).toBe(false);
    expect(screen.hasButton('Retry not-really.pdf')).toBe(true);
    expect(screen.hasButton('Retry cara.txt')).toBe(false);
    expect(screen.button('Remove Zoë Müller CV.pdf').isDisabled).toBe(false);
    expect(screen.button('Remove ben.docx').isDisabled).toBe(true);
    expect(screen.button('Remove cara.txt').isDisabled).toBe(false);
    expect(screen.button('Remove not-really.pdf').isDisabled).toBe(false);
  });

  it('shows progress as a bar and a percentage, except on a refused file, which shows why instead', () => {
    const rows = render(mixed).byTestId('upload-item');
    expect(rows[1].byRole('progressbar').map((bar) => bar.attr('aria-label'))).toEqual(['ben.docx upload progress']);
    expect(rows[1].text()).toContain('42%');
    expect(rows[2].text()).toContain('100%');
    expect(rows[3].byRole('progressbar')).toHaveLength(0);
    expect(rows[3].byRole('alert').map((alert) => alert.text())).toEqual(['File content does not match a PDF, Word or text document']);
    expect(rows[0].byRole('alert')).toHaveLength(0);
  });

  it('enables Upload All only with files waiting and nothing sending, and Clear Completed only with files done', () => {
    const screen = render(mixed);
    expect(screen.button('Upload All').isDisabled).toBe(false);
    expect(screen.button('Clear Completed').isDisabled).toBe(false);

    const busy = render(mixed, true);
    expect(busy.button('Upload All').isDisabled).toBe(true);
    expect(busy.button('Upload Zoë Müller CV.pdf').isDisabled).toBe(true);
    expect(busy.button('Retry not-really.pdf').isDisabled).toBe(true);

    const nothingWaiting = render([item('3', 'cara.txt', 'success', { progress: 100 }), item('4', 'bad.pdf', 'error', { error: 'Refused' })]);
    expect(nothingWaiting.button('Upload All').isDisabled).toBe(true);
    const nothingDone = render([item('1', 'a.pdf', 'pending')]);
    expect(nothingDone.button('Clear Completed').isDisabled).toBe(true);
  });

  it('names files exactly as chosen, markup characters included', () => {
    const screen = render([item('1', '<b>Ana & "Bo"</b>.pdf', 'pending')]);
    expect(screen.byTestId('upload-item')[0].text()).toContain('<b>Ana & "Bo"</b>.pdf');
    expect(screen.hasButton('Upload <b>Ana & "Bo"</b>.pdf')).toBe(true);
  });
});
