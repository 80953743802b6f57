import { describe, expect, it } from 'vitest';
import { TEMPLATE_UPLOAD_STEPS, isStepDone, templateUploadMessage, templateUploadProgress } from './upload-progress';

describe('template upload progress (docs/PRODUCT.md §4)', () => {
  it('rises 2 points per second and stops at 90', () => {
    expect(templateUploadProgress(0, 0)).toBe(0);
    expect(templateUploadProgress(999, 0)).toBe(0);
    expect(templateUploadProgress(1000, 0)).toBe(2);
    expect(templateUploadProgress(10_500, 0)).toBe(20);
    expect(templateUploadProgress(44_000, 0)).toBe(88);
    expect(templateUploadProgress(120_000, 1)).toBe(90);
  });

  it('follows the bytes sent for the first 20 points when they are ahead', () => {
    expect(templateUploadProgress(0, 0.5)).toBe(10);
    expect(templateUploadProgress(1000, 1)).toBe(20);
    expect(templateUploadProgress(30_000, 1)).toBe(60);
  });

  it('changes its message at about 2 s and 5 s, and says Complete at the end', () => {
    expect(templateUploadMessage(0, false)).toBe('Uploading file');
    expect(templateUploadMessage(1999, false)).toBe('Uploading file');
    expect(templateUploadMessage(2000, false)).toBe('Analyzing document structure');
    expect(templateUploadMessage(5000, false)).toBe('AI extracting placeholders');
    expect(templateUploadMessage(1000, true)).toBe('Complete');
  });

  it('ticks parsing, analyzing placeholders and saving above 20, 60 and 90 percent', () => {
    expect(TEMPLATE_UPLOAD_STEPS.map((s) => s.above)).toEqual([20, 60, 90]);
    expect(TEMPLATE_UPLOAD_STEPS.map((s) => isStepDone(20, s.above))).toEqual([false, false, false]);
    expect(TEMPLATE_UPLOAD_STEPS.map((s) => isStepDone(22, s.above))).toEqual([true, false, false]);
    expect(TEMPLATE_UPLOAD_STEPS.map((s) => isStepDone(90, s.above))).toEqual([true, true, false]);
    expect(TEMPLATE_UPLOAD_STEPS.map((s) => isStepDone(100, s.above))).toEqual([true, true, true]);
  });
});
