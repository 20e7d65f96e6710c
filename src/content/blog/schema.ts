import { z } from 'zod';
import { TOPICS, type Topic } from './topics';

// The articles' schema, checked by blog.test.ts over every article. Apart from types.ts so that no page loads the
// validation library to show an article: the pages use only the types.

const text = z.string().trim().min(1);

/** A block of an article, in reading order: a heading, a paragraph (line breaks and "- " bullets kept), or a list. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }),
]);

export const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lowercase words joined by hyphens'),
  /** The page title (the site name is added after it). */
  title: text.max(110),
  /** The shorter heading shown on the page. */
  displayTitle: text.max(80),
  /** Year-month-day. */
  date: z.iso.date(),
  description: text.min(50).max(170),
  keywords: z.array(text).min(3).max(12),
  topic: z.enum(Object.keys(TOPICS) as [Topic, ...Topic[]]),
  content: z.array(blockSchema).min(6),
});
