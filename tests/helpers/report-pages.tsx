import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Review } from '../../src/shared/grading';
import type { SubmissionDetail } from '../../src/shared/submissions';
import { AuthProvider } from '../../src/web/auth';

/** A signed-in collector, as /api/auth/session answers. */
export const account = { id: 'u1', firstName: 'Ada', credits: 0, verified: true, role: 'user' };

/** A finished review as the API returns it, changed where a test says. */
export const sampleReview = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  grader: 'Sam K.',
  anticipatedGrade: 8,
  ceilingGrade: 9,
  centeringFront: '55/45',
  centeringBack: '60/40',
  rawValue: '$40',
  gradedValue: '$120',
  issues: ['edge whitening', 'a tiny print line'],
  explanation: 'Sharp corners; light whitening on the back edge.',
  marks: [],
  centeringDrawings: {},
  timestamp: '2025-07-01T12:00:00.000Z',
  ...overrides,
});

/** A submission with these reviews: COMPLETE when it has one, OPEN when not, unless a test says. */
export const sampleSubmission = (reviews: Review[], overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: 's1',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: reviews.length ? 'COMPLETE' : 'OPEN',
  cancelReason: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  thumbnailUrl: null,
  photos: [],
  reviews,
  ...overrides,
});

type Answer = { status?: number; body: unknown };

/**
 * Renders a signed-in page at `path` (matched by `route`), with the API answering the session and, for any other
 * address, `answer` (JSON with its status), or what `answer` gives for that address and request.
 */
export function renderSignedIn(
  page: { path: string; route: string; element: ReactElement },
  answer: Answer | ((url: string, init?: RequestInit) => Answer),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return new Response(JSON.stringify({ user: account }));
      const { body, status = 200 } = typeof answer === 'function' ? answer(url, init) : answer;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return render(
    <MemoryRouter initialEntries={[page.path]}>
      <AuthProvider>
        <Routes>
          <Route path={page.route} element={page.element} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}
