import type { DocModel } from '../../test-support/documents/doc-model';

/** A small CV layout used by the reader tests; the bench writers render it to each format. */
export function sampleModel(overrides: Partial<DocModel> = {}): DocModel {
  return {
    header: ['jane.doe@example.com | +44 20 7946 0958'],
    footer: ['London, United Kingdom'],
    main: [
      { kind: 'name', text: 'Jane Doe' },
      { kind: 'subtitle', text: 'Senior Software Engineer' },
      { kind: 'heading', text: 'Experience' },
      { kind: 'text', text: 'Senior Software Engineer', bold: true },
      { kind: 'text', text: 'Nimbus Technologies Ltd, London' },
      { kind: 'text', text: 'Jan 2019 – Present' },
      { kind: 'bullet', text: 'Built a payments API handling 2 million requests per day' },
      { kind: 'bullet', text: 'Mentored four junior developers' },
      { kind: 'text', text: 'Software Engineer', bold: true },
      { kind: 'text', text: 'Cloudline Systems, Manchester' },
      { kind: 'text', text: 'Mar 2015 – Dec 2018' },
      { kind: 'bullet', text: 'Migrated legacy services to Kubernetes' },
      { kind: 'bullet', text: 'Introduced automated testing across all services' },
      { kind: 'heading', text: 'Education' },
      { kind: 'text', text: 'BSc in Computer Science' },
      { kind: 'text', text: 'University of Manchester' },
      { kind: 'text', text: '2011 – 2014' },
    ],
    sidebar: [
      { kind: 'heading', text: 'Skills' },
      { kind: 'text', text: 'TypeScript' },
      { kind: 'text', text: 'Kubernetes' },
      { kind: 'text', text: 'PostgreSQL' },
      { kind: 'heading', text: 'Languages' },
      { kind: 'text', text: 'English – native' },
      { kind: 'text', text: 'German – B2' },
    ],
    sidebarSide: null,
    sidebarAsTextBox: false,
    ...overrides,
  };
}
