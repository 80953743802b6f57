import { emptyCvData, type CvData } from '@common/cv-data';

/** A full CV with awkward text: markup characters, a brace pair, a newline, a control character. */
export function seniorEngineerCv(): CvData {
  return {
    ...emptyCvData(),
    name: 'Amélie <Durand> & Sons',
    email: 'amelie.durand@example.com',
    phone: '+44 20 7946 0958',
    location: 'London, UK',
    linkedin: 'linkedin.com/in/amelie',
    summary: 'Backend engineer with 9 years in payments.\nLeads small teams.',
    experience: [
      {
        title: 'Lead Engineer',
        company: 'Finly Ltd',
        location: 'London',
        startDate: '2019-01',
        endDate: null,
        current: true,
        highlights: ['Cut settlement time by 40%', 'Mentored {{four}} engineers \u0007'],
      },
      {
        title: 'Software Engineer',
        company: 'PayCo',
        location: null,
        startDate: '2015-03',
        endDate: '2018-12',
        current: false,
        highlights: [],
      },
    ],
    education: [{ institution: 'University of Leeds', degree: 'BSc', field: 'Computer Science', startDate: '2011', endDate: '2014' }],
    skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
    certifications: ['AWS Solutions Architect'],
    languages: ['English (native)', 'French (fluent)'],
    totalYearsExperience: 9,
    currentTitle: 'Lead Engineer',
  };
}

/** A graduate CV: no certifications, no languages, no phone — optional sections must vanish. */
export function graduateCv(): CvData {
  return {
    ...emptyCvData(),
    name: 'Tom Baker',
    email: 'tom@example.org',
    summary: 'Recent graduate.',
    experience: [{ title: 'Intern', company: 'Shop & Co', location: null, startDate: '2023', endDate: '2023', current: false, highlights: ['Built a stock report'] }],
    education: [{ institution: 'Open University', degree: null, field: null, startDate: null, endDate: '2024' }],
    skills: ['Excel'],
  };
}

/** Everything empty: a template must still render to a valid document. */
export function blankCv(): CvData {
  return emptyCvData();
}
