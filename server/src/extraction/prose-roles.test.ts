import { describe, expect, it } from 'vitest';
import { findProseRoles, mergeProseRoles } from './prose-roles';

const roles = (text: string) => findProseRoles([text]).map((role) => [role.title, role.company, role.startDate, role.endDate, role.current]);

describe('findProseRoles', () => {
  it('reads "Worked as X with/at/for Y" with the dates of the sentence', () => {
    expect(roles("• Worked as Software Engineer with Northwind Systems Limited from Dec' 2015 to Sept' 2016")).toEqual([['Software Engineer', 'Northwind Systems Limited', '2015-12', '2016-09', false]]);
    expect(roles('Working as Escalation Engineer with Contoso.')).toEqual([['Escalation Engineer', 'Contoso', null, null, false]]);
    expect(roles('-Working as Sr. Java programmer for Fabrikam Solutions Pvt. Ltd., Pune, from April 2010')).toEqual([['Sr. Java programmer', 'Fabrikam Solutions Pvt. Ltd.', '2010-04', null, true]]);
  });

  it('reads "Working with Y as X since 2019" and "experience in Y as X"', () => {
    expect(roles('I have been working with Brightline Foods as Team Lead since 2019.')).toEqual([['Team Lead', 'Brightline Foods', '2019', null, true]]);
    expect(roles('• 21 months of experience in ADFC as Phone Banker.')).toEqual([['Phone Banker', 'ADFC', null, null, false]]);
    expect(roles('Present working at Al-Noor Int School as an Arabic teacher.')).toEqual([['Arabic teacher', 'Al-Noor Int School', null, null, false]]);
  });

  it('reads "Past Organization: Y as X (dates)"', () => {
    expect(roles('Past Organization: Tailspin Consultancy Services as CRM functional consultant (July 2014 - Jan 2016), Litware Labs')).toEqual([
      ['CRM functional consultant', 'Tailspin Consultancy Services', '2014-07', '2016-01', false],
    ]);
  });

  it('ignores sentences without a role word or a capitalised employer', () => {
    expect(roles('I worked as a volunteer at the local library as needed.')).toEqual([]);
    expect(roles('Worked as part of the team in various projects.')).toEqual([]);
    expect(roles('Experience as Developer in the IT industry.')).toEqual([]);
  });
});

describe('mergeProseRoles', () => {
  const entry = (title: string | null, company: string | null) => ({ title, company, location: null, startDate: null, endDate: null, current: false, highlights: [] });
  const role = (title: string, company: string) => ({ title, company, startDate: null, endDate: null, current: false });

  it('completes an entry, adds a new employer, and never duplicates', () => {
    const merged = mergeProseRoles([entry('Associate Engineer', null), entry(null, 'Contoso Ltd')], [role('Associate Engineer', 'Fabrikam'), role('Analyst', 'Contoso Ltd'), role('Tester', 'Litware Inc'), role('Tester', 'Litware Inc')]);
    expect(merged.map((item) => [item.title, item.company])).toEqual([
      ['Associate Engineer', 'Fabrikam'],
      ['Analyst', 'Contoso Ltd'],
      ['Tester', 'Litware Inc'],
    ]);
  });
});
