import { describe, expect, it } from 'vitest';
import { reviewSchema } from './grading.js';
import { insidePhoto, MARK_LIMIT, markTexts, unmarkedIssues, type Mark } from './marks.js';

const mark = (change: Partial<Mark> = {}): Mark => ({
  photoKey: 'front',
  x: 10,
  y: 20,
  width: 0,
  height: 0,
  issue: 'edge whitening',
  note: '',
  ...change,
});
const review = { anticipatedGrade: 8, ceilingGrade: 9 };

describe('marks', () => {
  it('need a mark for each ticked issue, or the explanation naming it; centering never', () => {
    expect(unmarkedIssues({ issues: ['centering', 'edge whitening'], marks: [], explanation: '' })).toEqual([
      'edge whitening',
    ]);
    expect(unmarkedIssues({ issues: ['edge whitening'], marks: [mark()], explanation: '' })).toEqual([]);
    expect(
      unmarkedIssues({
        issues: ['edge whitening'],
        marks: [],
        explanation: 'Light WHITENING all round, too faint to mark.',
      }),
    ).toEqual([]);
    expect(unmarkedIssues({ issues: ['corner cut'], marks: [mark()], explanation: 'Sharp.' })).toEqual(['corner cut']);
  });

  it('lie inside their photo, a box with its far corner too', () => {
    const photo = { width: 100, height: 200 };
    expect(insidePhoto(mark({ x: 100, y: 200 }), photo)).toBe(true);
    expect(insidePhoto(mark({ x: 101 }), photo)).toBe(false);
    expect(insidePhoto(mark({ x: 50, width: 50, y: 150, height: 50 }), photo)).toBe(true);
    expect(insidePhoto(mark({ x: 50, width: 51 }), photo)).toBe(false);
  });

  it('are checked by the review schema: an issue name, a short note, at most the limit, the rule above', () => {
    const parse = (input: object) => reviewSchema.safeParse({ ...review, ...input });
    expect(parse({ issues: ['edge whitening'], marks: [mark()] }).success).toBe(true);
    const messages = (input: object) => {
      const result = parse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ issues: ['edge whitening'] })).toEqual([markTexts.unmarked('edge whitening')]);
    expect(messages({ marks: [mark({ issue: 'a smudge' as Mark['issue'] })] })).toEqual([
      'A mark must name one of the issues.',
    ]);
    expect(messages({ marks: [mark({ note: 'x'.repeat(121) })] })).toEqual([
      'Please keep a mark’s note under 120 characters.',
    ]);
    expect(messages({ marks: Array.from({ length: MARK_LIMIT + 1 }, () => mark()) })).toEqual([markTexts.tooMany]);
    expect(messages({ marks: [mark({ x: -1 })] })).toHaveLength(1);
  });
});
