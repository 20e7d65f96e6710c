import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Catalogue from './index';
import type { ArticleSummary } from './types';

type Related = { bySlug: Map<string, ArticleSummary[]>; files: string[] };

const catalogue = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * An article imported with `?related` also exports `related`: the summaries of the articles its page suggests,
 * chosen by relatedArticles at build time. Choosing them in the browser would load every article's summary onto
 * every article's page (bundle.test.ts checks it does not).
 */
export function relatedArticlesPlugin(): Plugin {
  let related: Promise<Related> | undefined;
  const load = async (): Promise<Related> => {
    const { module, dependencies } = await runnerImport<typeof Catalogue>(catalogue, { logLevel: 'silent' });
    const bySlug = new Map(module.articles.map((article) => [article.slug, module.relatedArticles(article)]));
    return { bySlug, files: dependencies };
  };
  return {
    name: 'gradewise:related-articles',
    transform: {
      filter: { id: /\/articles\/[^/]+\.ts\?related$/ },
      async handler(code, id) {
        related ??= load();
        const { bySlug, files } = await related;
        // Another article's summary changes what this one suggests: the dev server reloads it then.
        for (const file of files) this.addWatchFile(file);
        const slug = path.basename(id.slice(0, id.indexOf('?')), '.ts');
        return { code: `${code}\nexport const related = ${JSON.stringify(bySlug.get(slug) ?? [])};\n`, map: null };
      },
    },
    watchChange(id) {
      if (id.includes('/content/blog/')) related = undefined;
    },
  };
}
