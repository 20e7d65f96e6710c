import { expect, test } from '@playwright/test';
import { collectorWithCredit, logInAs } from './session';
import { plainPhoto, submitPhotos } from './submit-photos';

test('the review opens the centering tool on the front and back, and Use fills the centering fields', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const collector = await collectorWithCredit(browser, baseURL!);

  // The card goes in through the API, as the submit screen sends it.
  const id = await submitPhotos(
    collector,
    baseURL!,
    { cardName: 'Mewtwo', cardNumber: '10/102' },
    {},
    await plainPhoto(630, 880, '#2563eb'),
  );

  const grader = await (await browser.newContext({ baseURL })).newPage();
  await logInAs(grader, 'demo_grader2');
  await grader.goto(`/review/${id}`);
  await expect(grader.getByRole('heading', { name: 'Mewtwo' })).toBeVisible();

  await grader.getByRole('button', { name: 'Measure front centering' }).click();
  const tool = grader.getByRole('application');
  await expect(tool).toBeVisible();
  // The boxes start centred: a perfect split.
  await expect(grader.getByText('50.0% | 50.0%').first()).toBeVisible();
  await grader.getByRole('button', { name: 'Use for front' }).click();
  await expect(grader.getByLabel('Centering front')).toHaveValue('50/50');

  // Off-centre the inner box with the keyboard, then use the numbers for the back.
  await grader.getByRole('button', { name: 'Measure back centering' }).click();
  // Until the back photo has loaded, a move is undone by the boxes it centres on arrival: moved again until it holds
  // (once in a full run, the value read was still 50/50).
  await expect(async () => {
    await tool.focus();
    // Tab switches between the boxes: only towards the inner one.
    if (!(await tool.getAttribute('aria-label'))?.includes('Selected: Inner')) await grader.keyboard.press('Tab');
    await grader.keyboard.press('ArrowRight');
    await grader.getByRole('button', { name: 'Use for back' }).click();
    const back = await grader.getByLabel('Centering back').inputValue();
    expect(back).toMatch(/^\d{2,3}\/\d{1,2}$/);
    expect(Number(back.split('/')[0])).toBeGreaterThan(50);
  }).toPass();
});
