import { describe, expect, it } from 'vitest';
import { officialResultSchema } from '../../../shared/official-result-schema';
import { officialResultTexts } from '../../../shared/official-results';
import { asInput, fieldsOf, today, type Fields } from './official-result-fields';

const fields = (overrides: Partial<Fields>): Fields => ({
  ...fieldsOf(null),
  grade: '9',
  certificate: 'a-123 4567',
  gradedOn: '2025-07-01',
  ...overrides,
});

describe('the official result form’s fields', () => {
  it('send a TAG score as a number, and nothing of another company’s fields', () => {
    const parsed = officialResultSchema.parse(
      asInput(fields({ company: 'TAG', tagScore: '945', qualifier: 'OC', companyName: 'Leftover' })),
    );
    expect(parsed).toMatchObject({ company: 'TAG', tagScore: 945, qualifier: null, companyName: null });
    expect(parsed.certificate).toBe('A1234567');
  });

  it('leave a score that is not a whole number to the schema’s words', () => {
    const parsed = officialResultSchema.safeParse(asInput(fields({ company: 'TAG', tagScore: '9.5' })));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([officialResultTexts.tagScoreRange]);
  });

  it('ask for the company first', () => {
    const parsed = officialResultSchema.safeParse(asInput(fields({})));
    expect(parsed.error?.issues[0]?.message).toBe(officialResultTexts.companyRequired);
  });

  it('write today as a date input does, in the local calendar', () => {
    expect(today(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
