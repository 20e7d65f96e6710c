import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareTexts, submissionTexts, type SharedReport } from '../../../shared/submissions.js';
import { signedInUser } from '../../../../tests/helpers/accounts.js';
import { apiClient, createTestApp, type TestApp } from '../../../../tests/helpers/app.js';
import { pdfText } from '../../../../tests/helpers/pdf.js';
import { createSubmissionFor } from '../../../../tests/helpers/submissions.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = {
  anticipatedGrade: 8,
  ceilingGrade: 9,
  centeringFront: '57/43',
  centeringBack: '60/40',
  rawValue: '$40',
  gradedValue: '$120',
  issues: ['edge whitening'],
  explanation: 'Light whitening on the back edge.',
  marks: [{ photoKey: 'backTopLeft', x: 2, y: 3, issue: 'corner whitening', note: 'the tip' }],
};

/** A collector with a card graded by a named grader: everything a share link must not give away. */
async function gradedCard() {
  const owner = await signedInUser(t);
  const grader = await signedInUser(t, 'grader', { firstName: 'Grace', lastName: 'Hopper' });
  const submission = await createSubmissionFor(t, owner.client);
  expect((await grader.client.post(`/api/grading/submissions/${submission.id}/claim`)).statusCode).toBe(200);
  expect((await grader.client.post(`/api/grading/submissions/${submission.id}/review`, review)).statusCode).toBe(200);
  const [person] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
  return { owner, grader, submission, person: person! };
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
const anyone = () => apiClient(t, '10.250.0.1');

describe('a share link to a graded card', () => {
  it('is made by the owner, stays the same while it is on, and shows the report to anyone signed out', async () => {
    const { owner, submission } = await gradedCard();
    expect((await owner.client.get(`/api/submissions/${submission.id}/share`)).json()).toEqual({ share: null });
    const made = await owner.client.post(`/api/submissions/${submission.id}/share`);
    expect(made.statusCode).toBe(200);
    const { url, createdAt } = made.json<{ share: { url: string; createdAt: string } }>().share;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/shared/[A-Za-z0-9_-]{43}$`));
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share.url).toBe(url);
    expect((await owner.client.get(`/api/submissions/${submission.id}/share`)).json().share.url).toBe(url);

    const seen = await anyone().get(`/api/shared/${tokenOf(url)}`);
    expect(seen.statusCode).toBe(200);
    const report = seen.json<{ report: SharedReport }>().report;
    expect(report).toMatchObject({ cardName: submission.cardName, cardNumber: submission.cardNumber });
    expect(report.reviews).toEqual([expect.objectContaining({ anticipatedGrade: 8, ceilingGrade: 9 })]);
    expect(report.photos.map((photo) => photo.key)).toContain('front');
    for (const photo of report.photos) expect(photo.url).toContain(`/api/shared/${tokenOf(url)}/photos/`);
  });

  it("leaks no one's name, e-mail, username or id, nor the order's id", async () => {
    const { owner, grader, submission, person } = await gradedCard();
    const { url } = (await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share;
    const body = (await anyone().get(`/api/shared/${tokenOf(url)}`)).body;
    const secrets = [person.firstName, person.lastName, person.email, person.username, owner.userId, grader.userId];
    for (const secret of [...secrets, 'Grace', 'Hopper', submission.publicId, submission.id])
      expect(body, secret).not.toContain(secret);
  });

  it("serves the card's photos through the link, and no other way to anyone signed out", async () => {
    const { owner, submission } = await gradedCard();
    const token = tokenOf((await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share.url);
    const photo = await anyone().get(`/api/shared/${token}/photos/front?size=thumb`);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(photo.headers['cache-control']).toBe('private, max-age=300');
    expect((await anyone().get(`/api/shared/${token}/photos/no-such-photo`)).statusCode).toBe(404);
    expect((await anyone().get(`/api/submissions/${submission.id}/photos/front`)).statusCode).toBe(401);
    expect((await anyone().get(`/api/submissions/${submission.id}`)).statusCode).toBe(401);
  });

  it('answers 404 once revoked, for the report and its photos; sharing again makes a new link', async () => {
    const { owner, submission } = await gradedCard();
    const first = tokenOf((await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share.url);
    const revoked = await owner.client.post(`/api/submissions/${submission.id}/share/revoke`);
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { ok: true }]);
    const gone = await anyone().get(`/api/shared/${first}`);
    expect([gone.statusCode, gone.json().error.message]).toEqual([404, shareTexts.notShared]);
    expect((await anyone().get(`/api/shared/${first}/photos/front`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/submissions/${submission.id}/share`)).json()).toEqual({ share: null });
    const second = tokenOf((await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share.url);
    expect(second).not.toBe(first);
    expect((await anyone().get(`/api/shared/${second}`)).statusCode).toBe(200);
    expect((await anyone().get(`/api/shared/${first}`)).statusCode).toBe(404);
  });

  it('is only for the owner, and only once the card is graded', async () => {
    const { owner, grader, submission } = await gradedCard();
    const stranger = await signedInUser(t);
    for (const client of [stranger.client, grader.client]) {
      const refused = await client.post(`/api/submissions/${submission.id}/share`);
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, submissionTexts.notFound]);
      expect((await client.get(`/api/submissions/${submission.id}/share`)).statusCode).toBe(404);
      expect((await client.post(`/api/submissions/${submission.id}/share/revoke`)).statusCode).toBe(404);
    }
    expect((await anyone().post(`/api/submissions/${submission.id}/share`)).statusCode).toBe(401);
    const waiting = await createSubmissionFor(t, owner.client);
    const early = await owner.client.post(`/api/submissions/${waiting.id}/share`);
    expect([early.statusCode, early.json().error.message]).toEqual([409, shareTexts.notGraded]);
  });

  it('answers 404 for made-up and malformed links', async () => {
    for (const token of ['x'.repeat(43), 'short', '../../etc', `${'A'.repeat(42)}=`])
      expect((await anyone().get(`/api/shared/${encodeURIComponent(token)}`)).statusCode, token).toBe(404);
  });

  it("downloads as a PDF with the card's name, grades and verdicts in its text and nobody's name", async () => {
    const { owner, grader, submission, person } = await gradedCard();
    const own = await owner.client.get(`/api/submissions/${submission.id}/report.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="gradewise-Charizard-Holo-report\.pdf"$/);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(own.rawPayload);
    for (const words of [
      submission.cardName,
      'ANTICIPATED GRADE',
      'CEILING GRADE',
      "PSA 10's 55/45",
      'Light whitening',
      // A marked close-up is printed with its mark, under the front and back; an unmarked one is not.
      'Back Corner #1',
      '1. Corner whitening on the back corner #1: the tip',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Front Corner #1');
    for (const secret of [person.firstName, person.lastName, person.email, 'Grace', 'Hopper'])
      expect(text).not.toContain(secret);
    // The grader sees it too; a stranger does not.
    expect((await grader.client.get(`/api/submissions/${submission.id}/report.pdf`)).statusCode).toBe(200);
    expect((await (await signedInUser(t)).client.get(`/api/submissions/${submission.id}/report.pdf`)).statusCode).toBe(
      404,
    );

    const token = tokenOf((await owner.client.post(`/api/submissions/${submission.id}/share`)).json().share.url);
    const shared = await anyone().get(`/api/shared/${token}/report.pdf`);
    expect([shared.statusCode, shared.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdfText(shared.rawPayload)).toContain(submission.cardName);
    await owner.client.post(`/api/submissions/${submission.id}/share/revoke`);
    expect((await anyone().get(`/api/shared/${token}/report.pdf`)).statusCode).toBe(404);
  });

  it('has no PDF before the card is graded', async () => {
    const owner = await signedInUser(t);
    const waiting = await createSubmissionFor(t, owner.client);
    const early = await owner.client.get(`/api/submissions/${waiting.id}/report.pdf`);
    expect([early.statusCode, early.json().error.message]).toEqual([409, shareTexts.notGraded]);
  });
});
