import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, relatedArticles } from '../content/blog/index';
import type { Article } from '../content/blog/types';

// What each public page loads, built as visitors get it (the browser app, with the project's Vite settings, in
// memory): an article page the text of only its own article (its scripts are checked for the opening words of every
// article's first paragraph) and the summaries of only the articles it suggests (checked for every description), and
// no public page the validation library.
const root = fileURLToPath(new URL('../../', import.meta.url));
const wholeArticles = import.meta.glob<Article>('../content/blog/articles/*.ts', { eager: true, import: 'default' });

/** The opening words of an article's first paragraph: its own, found in no other article. */
function openingWords(article: Article) {
  const first = article.content.find((block) => block.type === 'paragraph')!;
  return first.text.slice(0, 60);
}

async function buildBrowserApp(): Promise<Rolldown.OutputChunk[]> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradewise-chunks-'));
  try {
    const result = await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, outDir, emptyOutDir: false, copyPublicDir: false },
    });
    const outputs = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
    return outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** A chunk and every chunk it imports statically, as the browser loads them together. */
function withImports(chunks: Rolldown.OutputChunk[], first: Rolldown.OutputChunk) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(first);
  return [...found];
}

const facadeOf = (chunks: Rolldown.OutputChunk[], file: string) =>
  chunks.find((chunk) => chunk.facadeModuleId === path.join(root, file));

describe('the browser bundle', () => {
  let chunks: Rolldown.OutputChunk[];
  beforeAll(async () => {
    chunks = await buildBrowserApp();
  }, 180_000);

  /** The code an article's page runs: the app, the page's screen, and the article's own chunk. */
  function articlePageCode(slug: string) {
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const postPage = facadeOf(chunks, 'src/web/features/blog/BlogPostPage.tsx');
    expect(postPage).toBeDefined();
    const own = facadeOf(chunks, `src/content/blog/articles/${slug}.ts?related`);
    expect(own, `${slug} has a chunk of its own`).toBeDefined();
    const loaded = new Set([entry, postPage!, own!].flatMap((chunk) => withImports(chunks, chunk)));
    return [...loaded].map((chunk) => chunk.code).join('\n');
  }

  it("loads, on an article's page, the text of that article and of no other", () => {
    const openings = articles.map((summary) => {
      const article = wholeArticles[`../content/blog/articles/${summary.slug}.ts`]!;
      return { article, words: openingWords(article) };
    });
    for (const { article, words } of openings) {
      const loaded = articlePageCode(article.slug);
      // Its own text is there (so the opening words are found as built), and nobody else's.
      expect(loaded.includes(words), article.slug).toBe(true);
      const others = openings.filter((other) => other.article !== article && loaded.includes(other.words));
      expect(
        others.map((other) => other.article.slug),
        `loaded with ${article.slug}`,
      ).toEqual([]);
    }
  });

  // All the summaries are 10 KB gzip, for the blog index; an article's page shows its own and the three it suggests.
  it("loads, on an article's page, the summaries of that article and of the ones it suggests, and of no other", () => {
    for (const article of articles) {
      const loaded = articlePageCode(article.slug);
      const shown = articles.filter((other) => loaded.includes(JSON.stringify(other.description).slice(1, -1)));
      expect(shown.map((other) => other.slug).sort(), article.slug).toEqual(
        [article, ...relatedArticles(article)].map((other) => other.slug).sort(),
      );
    }
  });

  // zod is 25 KB gzip and half a phone's script time on a page that only shows text: the pages with forms and the
  // signed-in screens load it, the pages a visitor reads first must not (decision 008).
  it.each([
    'src/web/features/site/LandingPage.tsx',
    'src/web/features/site/PricingPage.tsx',
    'src/web/features/site/FaqsPage.tsx',
    'src/web/features/blog/BlogIndexPage.tsx',
    'src/web/features/blog/BlogPostPage.tsx',
    'src/web/features/centering/CenteringToolPage.tsx',
    'src/web/features/accuracy/AccuracyPage.tsx',
  ])('loads no validation library on %s', (page) => {
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const own = facadeOf(chunks, page);
    expect(own, `${page} has a chunk of its own`).toBeDefined();
    const modules = [...withImports(chunks, entry), ...withImports(chunks, own!)].flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => id.includes('/node_modules/zod/'))).toEqual([]);
  });
});
