import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageMetaFor } from './page-meta';

describe('the page an address shows', () => {
  it('is found as react-router matches it: any case, a trailing slash, parameters decoded', () => {
    expect(pageMetaFor('/Pricing/')).toMatchObject({ page: { path: '/pricing' }, found: true, params: {} });
    expect(pageMetaFor('/')).toMatchObject({ page: { path: '/' }, found: true });
    expect(pageMetaFor('/blog/how-card-centering-is-measured')).toMatchObject({
      page: { path: '/blog/:slug' },
      params: { slug: 'how-card-centering-is-measured' },
    });
    expect(pageMetaFor('/orders/GW-7K3F9Q')).toMatchObject({
      page: { path: '/orders/:id' },
      params: { id: 'GW-7K3F9Q' },
    });
    expect(pageMetaFor('/no-such-page')).toMatchObject({ found: false, params: {} });
    expect(pageMetaFor('/blog/a/b')).toMatchObject({ found: false });
  });

  it('agrees with matchPath on every page and on variants of each address', () => {
    for (const page of PAGES) {
      const address = page.path.replace(/:(\w+)/g, 'Value-1');
      const encoded = page.path.replace(/:(\w+)/g, 'a%20b%2Fc');
      for (const variant of [
        address,
        `${address}/`,
        `${address}//`,
        address.toUpperCase(),
        `${address}/more`,
        encoded,
      ]) {
        const expected = PAGES.map((candidate) => matchPath(candidate.path, variant)).find(Boolean);
        const found = pageMetaFor(variant);
        expect(found.page.path, variant).toBe(expected?.pattern.path ?? pageMetaFor('/no-such-page').page.path);
        expect(found.params, variant).toEqual(expected?.params ?? {});
      }
    }
  });
});
