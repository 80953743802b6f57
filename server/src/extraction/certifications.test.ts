import { describe, expect, it } from 'vitest';
import { extractCertifications } from './certifications';
import { findLinkedin } from './contact';

describe('extractCertifications', () => {
  it('keeps the named credential without its issuer, status or year', () => {
    expect(
      extractCertifications([
        'AWS Certified Security, Amazon Web Services (AWS)',
        'Chartered Financial Analyst (CFA) - Charterholder',
        'SQL Fundamentals Track, Datacamp',
        'AppleCare Hardware Certification - Apple Support',
        '03/2022\tAWS\tAWS Certified Solutions Architect',
        'Oracle Certified Professional, Java SE 8 Programmer',
      ]),
    ).toEqual(['AWS Certified Security', 'Chartered Financial Analyst (CFA)', 'SQL Fundamentals Track', 'AppleCare Hardware Certification', 'AWS Certified Solutions Architect', 'Oracle Certified Professional, Java SE 8 Programmer']);
  });

  it('splits several credentials on one line, without a label repeating the heading', () => {
    expect(extractCertifications(['Certificaciones Técnicas Certificación en Python, Certificación en AWS'])).toEqual(['Certificación en Python', 'Certificación en AWS']);
    expect(extractCertifications(['AWS Certified Developer; Certified Kubernetes Administrator'])).toEqual(['AWS Certified Developer', 'Certified Kubernetes Administrator']);
  });

  it('takes no school for a credential, but keeps a credential a school awards', () => {
    expect(extractCertifications(['University of British Columbia – Sauder School of Business June 2014 – Present', 'MIT Sloan Executive Certificate in Strategy'])).toEqual([
      'MIT Sloan Executive Certificate in Strategy',
    ]);
  });

  it('reads the issuer on the line under a credential as its issuer, not as another credential', () => {
    expect(extractCertifications(['Full-Stack Web Development', 'CodeAcademy', '2020', 'AWS Certified Developer', 'Amazon Web Services', '2019'])).toEqual([
      'Full-Stack Web Development',
      'AWS Certified Developer',
    ]);
  });

  it('takes no sentences for credentials', () => {
    expect(extractCertifications(['Creazione di un’app collaborativa in tempo reale con interfaccia drag-and-drop.'])).toEqual([]);
  });
});

describe('findLinkedin', () => {
  it('keeps a handle with dots whole', () => {
    expect(findLinkedin('linkedin.com/in/mariorossi.sample')).toBe('https://www.linkedin.com/in/mariorossi.sample');
    expect(findLinkedin('See linkedin.com/in/jane-doe.')).toBe('https://www.linkedin.com/in/jane-doe');
  });
});
