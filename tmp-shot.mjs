import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const [path, width, out] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto('http://localhost:3111' + path);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
