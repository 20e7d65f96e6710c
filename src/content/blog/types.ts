import type { z } from 'zod';
import type { articleSchema, blockSchema } from './schema';

export { TOPICS, type Topic } from './topics';

export type Block = z.infer<typeof blockSchema>;
export type Article = z.infer<typeof articleSchema>;

/** An article without its text: what the blog index and the related-article cards show. */
export type ArticleSummary = Omit<Article, 'content'>;
