import { describe, expect, it } from 'vitest';
import { emptyCvData } from '@common/cv-data';
import { restyleDates, tidyEntryDates } from './dates';

const now = new Date(2025, 5, 1);
const restyle = (text: string) => restyleDates(text, now);

describe('restyleDates', () => {
  it('writes single dates as "Jan 2021", whatever form the CV used', () => {
    expect(restyle('Promoted to Team Lead in 03/2021')).toEqual({ text: 'Promoted to Team Lead in Mar 2021', count: 1 });
    expect(restyle('Promoted in January 2021 and again in Sept. 2022')).toEqual({ text: 'Promoted in Jan 2021 and again in Sep 2022', count: 2 });
    expect(restyle("Launched in Oct '19, relaunched 3.2023")).toEqual({ text: 'Launched in Oct 2019, relaunched Mar 2023', count: 2 });
    expect(restyle('Certified in June, 2020')).toEqual({ text: 'Certified in Jun 2020', count: 1 });
  });

  it('writes ranges with a spaced en dash and "Present" for an open end', () => {
    expect(restyle('Contract 2019-2021')).toEqual({ text: 'Contract 2019 – 2021', count: 1 });
    expect(restyle('Secondment 01/2019 - 03/2020')).toEqual({ text: 'Secondment Jan 2019 – Mar 2020', count: 1 });
    expect(restyle('Volunteer since March 2020 – now')).toEqual({ text: 'Volunteer since Mar 2020 – Present', count: 1 });
    expect(restyle('Board member 2018 — present')).toEqual({ text: 'Board member 2018 – Present', count: 1 });
    expect(restyle('Interim role Feb 2022–Jun 2022')).toEqual({ text: 'Interim role Feb 2022 – Jun 2022', count: 1 });
  });

  it('never adds a month the CV did not give, and counts nothing already in style', () => {
    expect(restyle('Founded the chapter in 2019')).toEqual({ text: 'Founded the chapter in 2019', count: 0 });
    expect(restyle('Contract 2019 – 2021, then Jan 2022 – Present')).toEqual({ text: 'Contract 2019 – 2021, then Jan 2022 – Present', count: 0 });
    expect(restyle('Ran the 2020 - 2021 budget')).toEqual({ text: 'Ran the 2020 – 2021 budget', count: 1 });
    expect(restyle('Contract 01/2019 - 2021')).toEqual({ text: 'Contract Jan 2019 – 2021', count: 1 });
  });

  it('leaves days, academic years, standards and figures alone', () => {
    for (const text of ['Passed the audit on 12/03/2021', 'Signed 12-03-2021', 'Head of year 2011-12', 'Certified to ISO 9001-2015', 'Cut costs by 10.5%', 'Handled 1,200 calls', 'Grew revenue 2x in 3-4 quarters']) {
      expect(restyle(text)).toEqual({ text, count: 0 });
    }
  });
});

describe('tidyEntryDates', () => {
  it('gives a current role no end date, so it prints "… – Present"', () => {
    const data = {
      ...emptyCvData(),
      experience: [
        { title: 'Lead', company: 'A', location: null, startDate: '2021-01', endDate: '2023-03', current: true, highlights: [] },
        { title: 'Dev', company: 'B', location: null, startDate: '2018', endDate: '2020', current: false, highlights: [] },
      ],
    };
    const tidy = tidyEntryDates(data);
    expect(tidy.count).toBe(1);
    expect(tidy.data.experience.map((e) => [e.startDate, e.endDate, e.current])).toEqual([
      ['2021-01', null, true],
      ['2018', '2020', false],
    ]);
  });
});
