import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FORMATS, labelOf, officialResultTexts, type Company } from './official-results';
import { officialResultSchema, type OfficialResultInput } from './official-result-schema';

const base: OfficialResultInput = { company: 'PSA', grade: '9', certificate: '81234567', gradedOn: '2026-10-01' };
const problems = (input: Partial<OfficialResultInput>) => {
  const parsed = officialResultSchema.safeParse({ ...base, ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('certificate numbers, in each company’s format', () => {
  const cases: [Company, string[], string[]][] = [
    ['PSA', ['1234567', '81234567', '123456789', '12-345 678'], ['123456', '12345678901', 'A1234567', '']],
    ['BGS', ['0012345678', '1234567'], ['123456', 'BGS1234567']],
    ['SGC', ['1234567', '1234567890'], ['12345', '12345678901']],
    ['CGC', ['4123456001', '4123-456-001'], ['412345600', '41234560012', 'X123456789']],
    ['TAG', ['A1234567', 'a1234567'], ['1234567', 'AB123456', 'A123456']],
    ['other', ['HGA-12345', 'ABCD'], ['AB1', 'X'.repeat(21)]],
  ];
  const name = (company: Company) => (company === 'other' ? { companyName: 'HGA' } : {});
  it.each(cases)('%s accepts its own numbers and refuses others with its own message', (company, good, bad) => {
    for (const certificate of good)
      expect(problems({ company, grade: '9', certificate, ...name(company) })).toEqual([]);
    for (const certificate of bad) {
      const found = problems({ company, grade: '9', certificate, ...name(company) });
      expect(found.length, `${company} ${certificate}`).toBe(1);
      expect(found[0]).toMatch(/^certificate: /);
      if (certificate !== '') expect(found[0]).toBe(`certificate: ${CERTIFICATE_FORMATS[company].says}`);
    }
  });

  it('keeps the number without the spaces and dashes people type, in capitals', () => {
    expect(officialResultSchema.parse({ ...base, company: 'TAG', certificate: 'a-123 4567' }).certificate).toBe(
      'A1234567',
    );
  });
});

describe('grades on each company’s own scale', () => {
  it('gives PSA whole grades and 1.5, and the others half grades', () => {
    expect(problems({ grade: '9.5' })).toEqual([`grade: ${officialResultTexts.gradeNotOnScale('PSA')}`]);
    expect(problems({ grade: '1.5' })).toEqual([]);
    expect(problems({ company: 'BGS', grade: '9.5', certificate: '0012345678' })).toEqual([]);
    expect(problems({ company: 'CGC', grade: '8.5', certificate: '4123456001' })).toEqual([]);
    expect(problems({ company: 'BGS', grade: '9.25', certificate: '0012345678' })).toHaveLength(1);
    expect(problems({ grade: '11' })).toHaveLength(1);
    expect(problems({ grade: 'Authentic' })).toEqual([]);
  });

  it('allows a qualifier with a PSA number grade only', () => {
    expect(problems({ qualifier: 'OC' })).toEqual([]);
    expect(problems({ qualifier: 'OC', grade: 'Authentic' })).toEqual([
      `qualifier: ${officialResultTexts.qualifierNeedsGrade}`,
    ]);
    expect(problems({ company: 'BGS', certificate: '0012345678', qualifier: 'OC' })).toEqual([
      `qualifier: ${officialResultTexts.qualifierOnlyPsa}`,
    ]);
  });

  it("takes TAG's score from 1 to 1000, and from TAG only", () => {
    const tag = { company: 'TAG' as const, certificate: 'A1234567', grade: '9.5' };
    expect(problems({ ...tag, tagScore: 945 })).toEqual([]);
    expect(problems({ ...tag, tagScore: 1001 })).toEqual([`tagScore: ${officialResultTexts.tagScoreRange}`]);
    expect(problems({ tagScore: 945 })).toEqual([`tagScore: ${officialResultTexts.tagScoreOnlyTag}`]);
  });

  it('asks another company for its name, and keeps a centering sub-grade in half steps', () => {
    expect(problems({ company: 'other', certificate: 'HGA12345' })).toEqual([
      `companyName: ${officialResultTexts.companyNameRequired}`,
    ]);
    expect(problems({ centeringSubgrade: 9.5 })).toEqual([]);
    expect(problems({ centeringSubgrade: 9.3 })).toEqual([`centeringSubgrade: ${officialResultTexts.subgradeRange}`]);
  });

  it('says the grade as the label does', () => {
    const result = { company: 'PSA' as const, companyName: null, grade: '8', qualifier: 'OC', tagScore: null };
    expect(labelOf(result)).toBe('PSA 8 OC');
    expect(labelOf({ ...result, company: 'TAG', grade: '9.5', qualifier: null, tagScore: 945 })).toBe(
      'TAG 9.5 (score 945)',
    );
    expect(labelOf({ ...result, company: 'other', companyName: 'HGA', qualifier: null })).toBe('HGA 8');
  });
});
