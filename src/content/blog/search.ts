import { articleText } from './index';
import type { Block } from './types';

// The text of every article in one module, for the blog index's search through whole articles. The `?content` query
// keeps these modules apart from the ones index.ts loads one article at a time: were they the same, the bundler would
// split this into a chunk per article too.
const contents = import.meta.glob<Block[]>('./articles/*.ts', { eager: true, import: 'content', query: '?content' });

/** Each article's plain text, by slug (an article's file is named after its slug). */
export const articleTexts: ReadonlyMap<string, string> = new Map(
  Object.entries(contents).map(([file, content]) => [
    file.slice('./articles/'.length, -'.ts'.length),
    articleText({ content }),
  ]),
);
