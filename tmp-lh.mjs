import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run','--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags });
const r = await lighthouse('http://127.0.0.1:3111/', { port: chrome.port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings: { preset: 'desktop', onlyCategories: ['performance'] } });
await chrome.kill();
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','render-blocking-resources','largest-contentful-paint-element','unused-javascript','server-response-time', 'bootup-time', 'mainthread-work-breakdown']) { const a = r.lhr.audits[id]; if (a) console.log(id, a.displayValue, a.score, JSON.stringify(a.details?.items?.slice?.(0,4))?.slice(0,400)); }
