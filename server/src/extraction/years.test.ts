import { describe, expect, it } from 'vitest';
import { cvDataSchema } from '@common/cv-data';
import type { ExperienceEntry } from '@common/cv-data';
import { totalYearsExperience } from './years';

const role = (startDate: string, endDate: string | null, current = false): ExperienceEntry => ({ title: 'x', company: 'y', location: null, startDate, endDate, current, highlights: [] });
const NOW = new Date(Date.UTC(2025, 0, 1));

describe('totalYearsExperience', () => {
  it('adds separate roles', () => {
    expect(totalYearsExperience([role('2015-01', '2016-12'), role('2018-01', '2018-12')], NOW)).toBe(3);
  });

  it("leaves out a role held as a volunteer, in the CV's language", () => {
    const volunteer = (title: string) => ({ ...role('2008-07', null, true), title });
    expect(totalYearsExperience([role('2012-09', '2014-08'), volunteer('Volunteer Coordinator')], NOW)).toBe(2);
    expect(totalYearsExperience([role('2012-09', '2014-08'), volunteer('Ehrenamtliche Helferin')], NOW)).toBe(2);
    expect(totalYearsExperience([volunteer('Bénévole')], NOW)).toBeNull();
  });

  it('counts overlapping roles once', () => {
    expect(totalYearsExperience([role('2015-01', '2018-12'), role('2017-01', '2019-12')], NOW)).toBe(5);
  });

  it('runs current roles up to the given now', () => {
    expect(totalYearsExperience([role('2020-01', null, true)], NOW)).toBe(5);
    expect(totalYearsExperience([role('2020-01', null, true), role('2021-01', '2022-12')], NOW)).toBe(5);
  });

  it('reads year-only ranges as whole years give or take half a year', () => {
    expect(totalYearsExperience([role('2016', '2019')], NOW)).toBe(3.5);
  });

  it('is null without dates', () => {
    expect(totalYearsExperience([{ ...role('2016', null), startDate: null }], NOW)).toBeNull();
  });

  it('keeps the decimal: 23 months are 1.9 years, never 1, and CvData holds it as written', () => {
    const years = totalYearsExperience([role('2020-01', '2021-11')], NOW);
    expect(years).toBe(1.9);
    expect(cvDataSchema.shape.totalYearsExperience.parse(years)).toBe(1.9);
  });
});
