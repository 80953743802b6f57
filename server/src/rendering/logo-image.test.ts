import { describe, expect, it } from 'vitest';
import { readLogoImage, type LogoImageError } from './logo-image';
import { TINY_PNG } from './test-support/docx-builder';
import { encodePng, SMALL_JPEG, SMALL_JPEG_SIZE } from './test-support/logo-images';

const problemOf = (bytes: Buffer) => {
  try {
    readLogoImage(bytes);
    return null;
  } catch (error) {
    return (error as LogoImageError).problem;
  }
};

describe('readLogoImage', () => {
  it('reads the type and size of whole PNG and JPEG files', () => {
    expect(readLogoImage(encodePng(120, 40))).toMatchObject({ type: 'png', width: 120, height: 40 });
    expect(readLogoImage(TINY_PNG)).toMatchObject({ type: 'png', width: 1, height: 1 });
    expect(readLogoImage(SMALL_JPEG)).toMatchObject({ type: 'jpeg', ...SMALL_JPEG_SIZE });
  });

  it('refuses SVG, HTML and anything else by its bytes, whatever the file is called', () => {
    expect(problemOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'))).toBe('type');
    expect(problemOf(Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'))).toBe('type');
    expect(problemOf(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('type');
    expect(problemOf(Buffer.alloc(0))).toBe('type');
  });

  it('refuses a PNG or JPEG cut off anywhere, or with damaged bytes', () => {
    const png = encodePng(64, 32, (x, y) => [x * 4, y * 8, 128]);
    for (const cut of [9, 20, 33, 40, png.length - 13, png.length - 1]) expect(problemOf(png.subarray(0, cut)), `PNG cut at ${cut}`).toBe('corrupt');
    const damaged = Buffer.from(png);
    damaged[45] = damaged[45]! ^ 0xff;
    expect(problemOf(damaged)).toBe('corrupt');
    for (const cut of [3, 20, 200, SMALL_JPEG.length - 2]) expect(problemOf(SMALL_JPEG.subarray(0, cut)), `JPEG cut at ${cut}`).toBe('corrupt');
  });

  it('refuses images larger than a logo needs before decompressing them', () => {
    expect(problemOf(encodePng(2001, 10))).toBe('dimensions');
  });

  it('keeps only the image when a file carries something after its end marker', () => {
    const polyglot = Buffer.concat([encodePng(4, 4), Buffer.from('<script>alert(1)</script>')]);
    const image = readLogoImage(polyglot);
    expect(image.data.toString('latin1')).not.toContain('<script>');
    expect(image.data.length).toBe(encodePng(4, 4).length);
  });
});
