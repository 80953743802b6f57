import { describe, expect, it } from 'vitest';
import { candidateIdentity } from '@common/candidate-identity';
import { emptyCvData, type CvData } from '@common/cv-data';
import { endsFreeReprocessing } from './identity-change';

const role = (company: string) => ({ title: 'Analyst', company, location: null, startDate: '2020-05', endDate: null, current: false, highlights: [] });
const school = (institution: string) => ({ institution, degree: 'BSc', field: null, startDate: null, endDate: null });
const ada: CvData = { ...emptyCvData(), name: 'Ada Lovelace', experience: [role('Barclays'), role('KPMG')], education: [school('University of Leeds')] };
const paid = { freeReprocessUntil: '2026-12-01T00:00:00.000Z', paidCandidates: [candidateIdentity(ada)] };

describe('the review screen warns before a correction ends free reprocessing', () => {
  it('another name, or most employers and schools replaced, ends it', () => {
    expect(endsFreeReprocessing(paid, { ...ada, name: 'Grace Hopper' })).toBe(true);
    expect(endsFreeReprocessing(paid, { ...ada, experience: [role('Monzo'), role('Deloitte')], education: [school('University of York')] })).toBe(true);
  });

  it('the same name in other case or accents, a fixed employer or new skills keep it', () => {
    expect(endsFreeReprocessing(paid, { ...ada, name: 'ÁDA LOVELACE' })).toBe(false);
    expect(endsFreeReprocessing(paid, { ...ada, experience: [role('Barclays Bank, London'), role('KPGM')] })).toBe(false);
    expect(endsFreeReprocessing(paid, { ...ada, experience: [role('Barclays'), role('Monzo')], skills: ['Excel'] })).toBe(false);
  });

  it('says nothing when processing costs a credit anyway', () => {
    expect(endsFreeReprocessing({ freeReprocessUntil: null, paidCandidates: [] }, { ...ada, name: 'Grace Hopper' })).toBe(false);
  });
});
