import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { groundCvData } from './ground-cv-data';

const TEXT = `JANE O'NEIL
Senior Software Engineer
jane.oneil@example.com | +44 (0)20 7946-0958 | London, UK | linkedin.com/in/jane-oneil

PROFILE
Backend engineer building payment systems for fintech companies.

EXPERIENCE
Senior Software Engineer, Acme Payments Ltd — Mar 2019 – Present
• Led the migration of 40 services to Kubernetes
• Reduced card authorisation latency by 35%
Software Engineer, Globex — 06/2015 – 02/2019
• Built the ledger service in TypeScript

EDUCATION
University of Leeds — BSc Computer Science, 2011 – 2014

SKILLS
TypeScript, PostgreSQL, Kubernetes
LANGUAGES
English, French`;

function candidate(overrides: Partial<CvData> = {}): CvData {
  return {
    ...emptyCvData(),
    name: "Jane O'Neil",
    email: 'jane.oneil@example.com',
    phone: '+442079460958',
    location: 'London, UK',
    linkedin: 'https://www.linkedin.com/in/jane-oneil/',
    summary: 'Backend engineer building payment systems for fintech companies.',
    experience: [
      { title: 'Senior Software Engineer', company: 'Acme Payments Ltd', location: null, startDate: '2019-03', endDate: null, current: true, highlights: ['Led the migration of 40 services to Kubernetes', 'Reduced card authorisation latency by 35%'] },
      { title: 'Software Engineer', company: 'Globex', location: null, startDate: '2015-06', endDate: '2019-02', current: false, highlights: ['Built the ledger service in TypeScript'] },
    ],
    education: [{ institution: 'University of Leeds', degree: 'BSc', field: 'Computer Science', startDate: '2011', endDate: '2014' }],
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
    languages: ['English', 'French'],
    currentTitle: 'Senior Software Engineer',
    ...overrides,
  };
}

describe('groundCvData', () => {
  it('keeps everything the CV states', () => {
    const grounded = groundCvData(candidate(), TEXT);
    expect(grounded).toEqual(candidate());
  });

  it('drops a hallucinated employer with its whole role', () => {
    const data = candidate();
    data.experience.splice(1, 0, { title: 'Staff Engineer', company: 'Initech Corporation', location: null, startDate: '2018-01', endDate: '2019-01', current: false, highlights: ['Scaled billing'] });
    const grounded = groundCvData(data, TEXT);
    expect(grounded.experience.map((e) => e.company)).toEqual(['Acme Payments Ltd', 'Globex']);
  });

  it('drops an institution that is not in the CV', () => {
    const data = candidate({ education: [{ institution: 'University of Oxford', degree: 'MSc', field: 'Computer Science', startDate: null, endDate: '2015' }] });
    expect(groundCvData(data, TEXT).education).toEqual([]);
  });

  it('drops contact details that are not in the CV, keeps the ones written differently', () => {
    const data = candidate({ email: 'jane@gmail.com', phone: '+44 20 7946 0000', website: 'https://jane.dev' });
    const grounded = groundCvData(data, TEXT);
    expect(grounded.email).toBeNull();
    expect(grounded.phone).toBeNull();
    expect(grounded.website).toBeNull();
    expect(groundCvData(candidate({ phone: '020 7946 0958' }), TEXT).phone).toBe('020 7946 0958');
  });

  it('reduces a date to the year when the CV gives no month, and drops a year the CV does not have', () => {
    const data = candidate();
    data.education[0].endDate = '2014-07';
    data.experience[1].startDate = '2012-06';
    const grounded = groundCvData(data, TEXT);
    expect(grounded.education[0].endDate).toBe('2014');
    expect(grounded.experience[1].startDate).toBeNull();
    // 06/2015 and "Mar 2019" are both found with their months.
    expect(groundCvData(candidate(), TEXT).experience.map((e) => e.startDate)).toEqual(['2019-03', '2015-06']);
  });

  it('drops highlights with invented numbers or words, skills and titles not in the CV', () => {
    const data = candidate({ skills: ['TypeScript', 'Rust'], currentTitle: 'Principal Engineer' });
    data.experience[0].highlights = ['Led the migration of 45 services to Kubernetes', 'Managed a global team of architects', 'Reduced card authorisation latency by 35%'];
    const grounded = groundCvData(data, TEXT);
    expect(grounded.experience[0].highlights).toEqual(['Reduced card authorisation latency by 35%']);
    expect(grounded.skills).toEqual(['TypeScript']);
    expect(grounded.currentTitle).toBeNull();
  });

  it('drops an invented name and summary', () => {
    const grounded = groundCvData(candidate({ name: 'John Smith', summary: 'Visionary leader with a passion for blockchain innovation.' }), TEXT);
    expect(grounded.name).toBeNull();
    expect(grounded.summary).toBeNull();
  });
});
