import { describe, expect, it } from 'vitest';
import { hasMeasure, hasQuantity } from './quantities';

describe('figures in a highlight', () => {
  it('a measure: a count, a percentage, money, a multiple', () => {
    for (const text of [
      'Cut report run time by 40%',
      'Hired 6 engineers',
      'Drastically accelerated (20x faster) the update process',
      'Grew revenue to $5M within a year',
      'Reached 10K users in two months',
      'Migrated 2,400+ servers to RHEL 8',
      'Selected as one of 52 out of 2500 applicants',
    ]) expect(hasMeasure(text), text).toBe(true);
  });

  it('no measure: dates, versions, names of a kind, a one that means single, a labelled list, a fragment', () => {
    for (const text of [
      'Led the migration between March 2019 and 2021',
      'Upgraded Angular 1.5 to Angular 8 across the portal',
      'Built a 3D visualisation of battery microstructures',
      'Ansible + Docker for 1-click deployments',
      'Technologies: Ruby on Rails 2.3, Amazon EC2, NoSQL data stores',
      '1 of 2',
    ]) expect(hasMeasure(text), text).toBe(false);
  });

  it('an instruction asking for figures still keeps a bullet with any figure: better than an empty list', () => {
    expect(hasQuantity('Ansible + Docker for 1-click deployments')).toBe(true);
    expect(hasQuantity('Built a 3D visualisation of battery microstructures')).toBe(true);
  });
});
