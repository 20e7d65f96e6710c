import type { ArticleSummary } from './types.js';

/** Where an article sends its reader next: a real page of the service, named the same on the page and in its data. */
export type NextStep = { pitch: string; label: string; path: string };

const CENTERING_TOOL: NextStep = {
  pitch: 'See where your own card stands: measure its centering in a minute, free and without an account.',
  label: 'Try the free centering tool',
  path: '/centering-tool',
};

const GRADE_ESTIMATE: NextStep = {
  pitch:
    'Know what your card is likely to grade before you pay to send it in: photograph it, and a human grader returns an estimate, usually within 1-2 hours.',
  label: 'Get a grade estimate',
  path: '/submit',
};

/** Articles about centering lead to the tool that measures it; every other one to a grade estimate. */
export const nextStep = (article: Pick<ArticleSummary, 'keywords'>): NextStep =>
  article.keywords.some((keyword) => /centering/i.test(keyword)) ? CENTERING_TOOL : GRADE_ESTIMATE;
