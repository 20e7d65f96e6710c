import { z } from 'zod';

/** What an article is about; the blog's topic filters. (Our addition to the spec's article fields.) */
export const TOPICS = {
  collecting: 'Collecting',
  grading: 'Grading',
  storage: 'Storage and care',
  selling: 'Buying and selling',
  authenticity: 'Authenticity',
  investing: 'Investing and value',
  shipping: 'Shipping and insurance',
  market: 'Market trends',
  pokemon: 'Pokémon',
  magic: 'Magic: The Gathering',
  yugioh: 'Yu-Gi-Oh!',
  sports: 'Sports cards',
} as const;
export type Topic = keyof typeof TOPICS;

const text = z.string().trim().min(1);

/** A block of an article, in reading order: a heading, a paragraph (line breaks and "- " bullets kept), or a list. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }),
]);
export type Block = z.infer<typeof blockSchema>;

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
export type Article = z.infer<typeof articleSchema>;

/** An article without its text: what the blog index and the related-article cards show. */
export type ArticleSummary = Omit<Article, 'content'>;
