import { expect, test, type Page } from '@playwright/test';

// Four of these tests log in: from an address of their own (documentation range, trusted from the test server's
// loopback), so that with the rest of the suite they stay under the 30 logins one address may make in 15 minutes.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } });

/** Holds back the page's scripts until `release` is called: a slow connection, where people type before React. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js($|\?)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('what is typed into the login form before the script has loaded is kept, and logs in', async ({ page }) => {
  const release = await holdScripts(page);
  // Module scripts hold DOMContentLoaded back: the page is only as far as its server-rendered HTML.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username or email').fill('demo_collector');
  await page.getByLabel('Password').fill('try the demo card');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Username or email')).toHaveValue('demo_collector');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-dashboard');
});

test('a ticked box and typed text on the sign-up form survive the script loading', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('I accept the Terms of Service').check();
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('I accept the Terms of Service')).toBeChecked();
  // The form's own state has them: submitting asks for the fields left empty, not for these.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter your last name.')).toBeVisible();
  await expect(page.getByText('Please enter your first name.')).toHaveCount(0);
  await expect(page.getByText('You must accept the Terms of Service to sign up.')).toHaveCount(0);
});

/** Slows the CPU as a cheap phone's, lets the scripts in, and waits until React has started hydrating but not ended. */
async function midHydration(page: Page, release: () => void) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  release();
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')) &&
      !document.documentElement.dataset.hydrated,
    undefined,
    { polling: 5 },
  );
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

// Hydration yields to the browser (it runs as a transition), so on a slow phone it spans many frames and the person
// can act in the middle of it.
test('typing that goes on while the page hydrates is kept whole, not rolled back to what was typed before', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Password').fill('try the demo card');
  await page.getByLabel('Username or email').fill('demo_');
  const fullSpeed = await midHydration(page, release);
  await page.keyboard.type('collector');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fullSpeed();
  await expect(page.getByLabel('Username or email')).toHaveValue('demo_collector');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-dashboard');
});

test('a click while the page hydrates is handled by the page, not by the browser submitting the bare form', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username or email').fill('demo_collector');
  await page.getByLabel('Password').fill('try the demo card');
  const fullSpeed = await midHydration(page, release);
  await page.getByRole('button', { name: 'Login' }).click();
  await fullSpeed();
  await expect(page).toHaveURL('/user-dashboard');
});

test('a form sent while the page loads its first screen is sent by the page once live, never with its fields in the address', async ({
  page,
}) => {
  // The page's script runs, then waits for the login screen's own code: the button shows, but React is not live yet.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const screenAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/LoginPage-[^/]*\.js$/, async (route) => {
    asked();
    await gate;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await screenAsked;
  await page.getByLabel('Username or email').fill('demo_collector');
  await page.getByLabel('Password').fill('try the demo card');
  await page.getByRole('button', { name: 'Login' }).click();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await expect(page).toHaveURL('/user-dashboard');
  expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
});

test('a form sent before the page has its script posts, and the page loads again with nothing in its address', async ({
  page,
}) => {
  // A very slow connection: the login form is on screen, the page's script not yet arrived, and the tap on Login is
  // the browser's own to handle.
  let holding = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js($|\?)/, async (route) => {
    if (holding) await gate;
    await route.continue().catch(() => undefined); // the first page, gone by then, no longer wants it
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username or email').fill('demo_collector');
  await page.getByLabel('Password').fill('try the demo card');
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  holding = false;
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await posted).status()).toBe(303);
  release();
  // The login page again, live this time: what was typed is gone with the post, and a second try logs in.
  await expect(page).toHaveURL('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username or email').fill('demo_collector');
  await page.getByLabel('Password').fill('try the demo card');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-dashboard');
  expect(addresses.filter((address) => address.includes('password') || address.includes('demo_'))).toEqual([]);
});
