import { describe, expect, it } from 'vitest';
import { fontconfigWithMap, resolveFont } from './font-map';

describe('the font map for PDF copies', () => {
  const debian = new Set(['carlito', 'caladea', 'liberation sans', 'liberation serif', 'eb garamond 12', 'p052', 'c059', 'urw gothic', 'open sans', 'dejavu sans', 'dejavu serif']);

  it('keeps a font the server has', () => {
    expect(resolveFont('DejaVu Serif', debian)).toEqual({ font: 'DejaVu Serif', kind: 'installed' });
  });

  it('replaces Word fonts with their metric-compatible twins, whatever the spelling', () => {
    expect(resolveFont('Calibri', debian)).toMatchObject({ kind: 'metric', substitute: 'Carlito' });
    expect(resolveFont('  times   NEW roman ', debian)).toMatchObject({ kind: 'metric', substitute: 'Liberation Serif' });
    expect(resolveFont('Book Antiqua', debian)).toMatchObject({ kind: 'metric', substitute: 'P052' });
    expect(resolveFont('Century Gothic', debian)).toMatchObject({ kind: 'metric', substitute: 'URW Gothic' });
  });

  it('gives Garamond and Georgia a close free face instead of DejaVu', () => {
    expect(resolveFont('Garamond', debian)).toMatchObject({ kind: 'close', substitute: 'EB Garamond 12' });
    expect(resolveFont('Georgia', debian)).toMatchObject({ kind: 'close', substitute: 'P052' });
    expect(resolveFont('Segoe UI', debian)).toMatchObject({ kind: 'close', substitute: 'Open Sans' });
  });

  it("prefers Georgia's metric twin when an administrator installed it", () => {
    expect(resolveFont('Georgia', new Set([...debian, 'gelasio']))).toMatchObject({ kind: 'metric', substitute: 'Gelasio' });
  });

  it('says when nothing close is installed', () => {
    expect(resolveFont('Garamond', new Set(['dejavu serif']))).toEqual({ font: 'Garamond', kind: 'none' });
    expect(resolveFont('Brush Script MT', debian)).toEqual({ font: 'Brush Script MT', kind: 'none' });
  });

  it('writes fontconfig aliases that keep the system configuration and the real font first', () => {
    const conf = fontconfigWithMap();
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(conf).toContain('<alias binding="same"><family>georgia</family><accept><family>Gelasio</family><family>P052</family>');
    expect(conf).toContain('<alias binding="same"><family>garamond</family><accept><family>EB Garamond 12</family>');
  });
});
