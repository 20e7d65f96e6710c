import { expect, test } from '@playwright/test';
import { ALL_ROUTES, PUBLIC_PAGES } from './pages';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');

test('public pages arrive as complete HTML with their own title and description', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const page of PUBLIC_PAGES) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="(.*?)">/.exec(html)?.[1];
    expect(title, page.path).toBeTruthy();
    expect(description, page.path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(decode(h1 ?? ''), page.path).toBe(page.h1);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);
});

test('every route of the spec answers', async ({ request }) => {
  for (const path of ALL_ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('an unknown address answers 404 with a helpful page', async ({ page, request }) => {
  const raw = await request.get('/this/page/does-not-exist');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain('Page not found');

  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('pages hydrate without errors and keep the server HTML', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  for (const entry of PUBLIC_PAGES) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
  }
  expect(problems).toEqual([]);
});

test('pages and assets are compressed, and assets are cached for long', async ({ request }) => {
  const pageResponse = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(pageResponse.headers()['content-encoding']).toBe('br');
  const html = await pageResponse.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['cache-control']).toContain('immutable');
});
