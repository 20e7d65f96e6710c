import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'building-a-themed-card-collection',
  title: 'Building a Themed Card Collection: Sets, Players and Creative Themes',
  displayTitle: 'Building a Themed Card Collection',
  date: '2025-06-30',
  description:
    'How to build a focused card collection around a set, a player or character, or a creative theme, and how to track your progress as it grows.',
  keywords: [
    'themed card collection',
    'set building',
    'player collection',
    'card collecting ideas',
    'track card collection',
    'master set',
  ],
  topic: 'collecting',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A pile of cards becomes a collection when it has a shape. A theme gives every purchase a reason, turns the hunt for one missing card into a small adventure, and makes the finished collection far more satisfying to show someone. It also protects your budget, because it gives you a clear reason to say no to cards that do not fit. Whether you collect sports cards or a trading card game, here are the most popular ways to build around a theme and how to keep track as you go.',
  },
  { type: 'heading', text: 'Set building' },
  {
    type: 'paragraph',
    text: 'Completing a set is the classic collecting goal. You start with the checklist, the full list of cards in a release, and work towards owning one of each. Base sets are the usual starting point; many collectors then move on to a master set, which adds the parallels, variations, inserts or alternate versions of each card. A master set can be many times larger and harder than the base set, so decide early which level you are aiming for.',
  },
  {
    type: 'paragraph',
    text: 'Set building rewards patience. Opening packs gets you most of the common cards quickly, after which the last few singles are usually cheaper to buy than to pull. Trading duplicates with other set builders, at a local shop or online, is one of the most enjoyable parts of the process, and it turns your spare cards into progress rather than clutter.',
  },
  { type: 'heading', text: 'Player and character collections' },
  {
    type: 'paragraph',
    text: 'Many collectors build a personal collection around one athlete, one team or one character. A player collection might include every card of a favourite athlete from their early days to retirement, and a character collection could hold every printed version of a beloved Pokémon or a signature Magic: The Gathering creature. These collections have no fixed end, which is part of their charm: there is always another card to find, from a common base card to a rare parallel or promo.',
  },
  {
    type: 'paragraph',
    text: 'To keep such a collection manageable, set some boundaries. You might collect only one card per year or release, only cards from a particular era, or every base card but not the expensive parallels. Boundaries keep the goal achievable without losing the fun of the chase. Write your rules down alongside your checklist, and revisit them once a year; it is fine to widen a collection once the original goal is nearly complete, as long as the change is a choice rather than drift.',
  },
  { type: 'heading', text: 'Creative themes' },
  {
    type: 'paragraph',
    text: 'Some of the most memorable collections follow a theme of their own invention. These are often cheaper to build, because you are not competing with every other collector for the same few cards, and they make for great conversations. A few ideas to spark your own:\n- Cards by a single illustrator whose art you love\n- Players from your hometown or your favourite college\n- One card number, such as every number 1 card across many years\n- Cards showing a particular setting, season or type of creature\n- Every card from the year you were born',
  },
  {
    type: 'paragraph',
    text: 'The best theme is one you can explain in a sentence and that still excites you months later. If it is too broad, it becomes a general pile again; if it is too narrow, you may finish it in a weekend. Try it for a few purchases before you commit fully. A theme that still makes you smile after the first handful of cards is usually one worth building on, and you can always add a second theme later instead of stretching the first until it loses its shape.',
  },
  { type: 'heading', text: 'Tracking your progress' },
  {
    type: 'paragraph',
    text: 'Any themed collection needs a record. A spreadsheet works well: one row per card, with the set, card number, variation, condition, price paid and where you bought it. Collection apps and printed checklists work too; what matters is that the list is up to date and easy to check on the move, for example at a card show. Marking which cards you need, which you own, and which you would like to upgrade to a better copy keeps your buying focused.',
  },
  {
    type: 'list',
    items: [
      'Keep a wants list you can pull up quickly on your phone.',
      'Record condition honestly, so you know which copies are worth upgrading.',
      'Note the price paid to understand what the collection has cost.',
      'Photograph key cards for your records and for insurance purposes.',
    ],
  },
  { type: 'heading', text: 'Storing and displaying a themed collection' },
  {
    type: 'paragraph',
    text: 'Binders with acid-free, PVC-free pages suit set builders, because you can see the whole set page by page and spot gaps at a glance. Player and theme collections often mix binders for everyday cards with top loaders, semi-rigid holders or graded slabs for the highlights. Keep everything in a cool, dry place at around 35% to 50% relative humidity and out of direct sunlight. As your collection grows in value, review whether your insurance covers it.',
  },
  { type: 'heading', text: 'Find the standout cards in your collection' },
  {
    type: 'paragraph',
    text: 'Themed collections often end up with a few centrepiece cards worth grading, such as a key rookie card or a rare parallel you chased for months. Gradewise helps you judge which ones are realistic candidates. Photograph the card, ten photos covering front, back and all eight corners, and spend one credit. A real grader returns an anticipated grade, a ceiling grade, front and back centering, the issues found and raw and graded values, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'The estimate is not an official grade, but it helps you decide which cards to submit and which copies might be worth upgrading first. For a quick check on the borders of a set card, the free centering tool on the site measures centering from a single photo. Used together, the two make it easier to decide whether a centrepiece card is ready for a grading company or better kept raw in your binder for now.',
  },
];

export default { ...summary, content } satisfies Article;
