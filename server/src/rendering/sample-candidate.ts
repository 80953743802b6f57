import type { CvData } from '@common/cv-data';
import type { AgencyExtras } from './template-data';

/**
 * The fictional candidate a template preview is filled with, so an agency sees its template as a
 * client will (every section present, realistic lengths) rather than a tangle of {{tags}}.
 */
export function sampleCandidate(): CvData {
  return {
    name: 'Alex Morgan',
    email: 'alex.morgan@example.com',
    phone: '+44 20 7946 0000',
    location: 'Manchester, UK',
    linkedin: 'linkedin.com/in/alex-morgan-example',
    website: null,
    summary: 'Finance manager with 12 years in retail and logistics, leading month-end close, forecasting and audit for businesses of up to £200m turnover.',
    experience: [
      {
        title: 'Finance Manager',
        company: 'Northwind Logistics',
        location: 'Manchester',
        startDate: '2019-04',
        endDate: null,
        current: true,
        highlights: ['Cut month-end close from 10 to 5 working days', 'Led a team of 6 accountants through two external audits', 'Built the rolling 18-month forecast used by the board'],
      },
      {
        title: 'Senior Accountant',
        company: 'Contoso Retail',
        location: 'Leeds',
        startDate: '2014-09',
        endDate: '2019-03',
        current: false,
        highlights: ['Prepared management accounts for 40 stores', 'Automated bank reconciliations, saving 3 days a month'],
      },
    ],
    education: [
      { institution: 'University of Leeds', degree: 'BSc Honours', field: 'Accounting and Finance', startDate: '2008', endDate: '2011' },
    ],
    skills: ['Financial reporting', 'Forecasting', 'IFRS', 'SAP', 'Power BI', 'Team leadership'],
    certifications: ['ACCA'],
    languages: ['English (native)', 'Spanish (professional)'],
    totalYearsExperience: 12,
    currentTitle: 'Finance Manager',
    industry: 'Logistics',
  };
}

export const SAMPLE_AGENCY: AgencyExtras = {
  agencyName: 'Your Agency',
  consultantName: 'Your Consultant',
  consultantEmail: 'consultant@your-agency.example',
  consultantPhone: '+44 161 000 0000',
};
