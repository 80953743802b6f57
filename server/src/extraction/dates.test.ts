import { describe, expect, it } from 'vitest';
import { findDateRange, parseDate } from './dates';

describe('findDateRange', () => {
  const cases: [string, string | null, string | null, boolean][] = [
    ['Jan 2019 – Present', '2019-01', null, true],
    ['03/2018 - 11/2020', '2018-03', '2020-11', false],
    ['2016-2019', '2016', '2019', false],
    ['September 2015 to June 2017', '2015-09', '2017-06', false],
    ['Since 2021', '2021', null, true],
    ["Apr'21 – Mar'23", '2021-04', '2023-03', false],
    ['2020/03 – 2021/11', '2020-03', '2021-11', false],
    ['Enero 2019 – Actualidad', '2019-01', null, true],
    ['sept. 2016 – août 2018', '2016-09', '2018-08', false],
    ['seit 2020', '2020', null, true],
    ['depuis 2019', '2019', null, true],
    ['Mai 2018 – heute', '2018-05', null, true],
    ["2019 – aujourd'hui", '2019', null, true],
    ['2017 - Till date', '2017', null, true],
    ['Oct 2015 – to date', '2015-10', null, true],
    ['2012 – Current', '2012', null, true],
    ['Dezember 2019 bis März 2021', '2019-12', '2021-03', false],
    ['de marzo de 2015 a junio de 2018', '2015-03', '2018-06', false],
    ['2019-03 – 2020-11', '2019-03', '2020-11', false],
  ];
  for (const [text, start, end, current] of cases) {
    it(`reads "${text}"`, () => {
      expect(findDateRange(text)).toMatchObject({ start, end, current });
    });
  }

  it('finds a range inside a header line and reports where it is', () => {
    const line = 'Senior Engineer | Acme Ltd | Jan 2019 – Present';
    const range = findDateRange(line)!;
    expect(line.slice(range.index, range.index + range.length)).toBe('Jan 2019 – Present');
  });

  it('ignores text without a range, and backwards ranges', () => {
    expect(findDateRange('Led a team of 12 engineers')).toBeNull();
    expect(findDateRange('2021 - 2019')).toBeNull();
  });
});

describe('parseDate', () => {
  it('keeps only the precision written', () => {
    expect(parseDate('2016')).toBe('2016');
    expect(parseDate('März 2020')).toBe('2020-03');
    expect(parseDate('févr. 2014')).toBe('2014-02');
    expect(parseDate('7/2012')).toBe('2012-07');
    expect(parseDate('Tuesday')).toBeNull();
  });
});

describe('findDateRange with an apostrophe before a four-digit year', () => {
  it("reads Dec' 2015 to Sept' 2016", () => {
    expect(findDateRange("from Dec' 2015 to Sept' 2016")).toMatchObject({ start: '2015-12', end: '2016-09', current: false });
  });
});
