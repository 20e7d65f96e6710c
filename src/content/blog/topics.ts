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
