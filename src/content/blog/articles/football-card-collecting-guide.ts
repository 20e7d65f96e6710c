import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'football-card-collecting-guide',
  title: 'Football Card Collecting Guide: Rookies, Autographs, Patches and Condition',
  displayTitle: 'A Guide to Football Card Collecting',
  date: '2025-06-30',
  description:
    'Start collecting football cards with confidence: how rookie classes work, the main products, autographs and patch cards, and the condition details to check.',
  keywords: [
    'football card collecting',
    'football rookie cards',
    'football autographs',
    'rookie patch autograph',
    'football card products',
    'football card condition',
  ],
  topic: 'sports',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Football cards follow the rhythm of the sport itself. Each spring brings a new draft class, each autumn brings a flood of rookie cards, and every season rewrites which players collectors are chasing. That constant movement makes football one of the most energetic parts of the hobby, and it rewards collectors who understand how the calendar, the products and the players fit together. This guide walks through rookie cards, the main product types, autographs and patch cards, and the condition details that matter when you buy, sell or grade.',
  },
  { type: 'heading', text: 'How a rookie class moves through the year' },
  {
    type: 'paragraph',
    text: 'Football collecting revolves around the rookie class. Players are drafted in the spring, and their first cards in official league uniforms appear in products released during and after their first season. Before that, many top players appear in college-licensed products showing them in their university uniforms. Collectors generally treat cards in the official professional uniform, from the major licensed sets, as the true rookie cards, while college cards are a popular earlier option with their own following.',
  },
  {
    type: 'paragraph',
    text: 'Position matters a great deal in football. Quarterbacks usually attract the most attention from collectors, followed by skill-position players who fill highlight reels, such as running backs and wide receivers. Demand can change within a single game, so rookie prices tend to be volatile in the first season. Injuries, depth-chart decisions and trades all move the market. A steady approach is to collect the players you enjoy watching and to avoid buying at the height of the hype after one strong performance.',
  },
  { type: 'heading', text: 'The main product types' },
  {
    type: 'paragraph',
    text: 'Football products range from inexpensive retail sets to high-end boxes with only a few cards inside:\n- Entry-level sets with large checklists and affordable packs, ideal for building team sets.\n- Chromium products known for shiny card stock and long runs of color parallels, which form the core of the modern rookie market.\n- Autograph-focused products, including sets built around rookie ticket-style autograph cards.\n- High-end products whose boxes contain only a handful of cards, mostly autographs, patches and low-numbered parallels.\nBrand names and licenses change over time, so check a current checklist before you buy.',
  },
  {
    type: 'paragraph',
    text: "Hobby boxes sold through card shops usually guarantee a certain number of autographs or memorabilia cards, while retail products cost less and offer fewer guarantees. Many collectors find that buying singles is the best value once they know exactly which cards they want, and they save box breaking for the fun of the release season. Reading the product's odds and checklist before buying helps you judge what you are paying for, and protects you from hype around a product that is thin on the players you actually like.",
  },
  { type: 'heading', text: 'Autographs and patch cards' },
  {
    type: 'paragraph',
    text: "Autographed rookie cards are among the most prized football cards. They come in two main forms: on-card autographs, signed directly on the card's surface, and sticker autographs, signed on a clear or white label that is later applied to the card. Many collectors prefer on-card signatures, though sticker autographs are common and fully legitimate. Look for a clean, complete signature without smudges or skips, and for certified cards, check the back for the manufacturer's statement of authenticity.",
  },
  {
    type: 'paragraph',
    text: "Patch cards contain a piece of jersey cut into a window on the card. Plain single-color swatches are common, while multicolor pieces showing stitching, numbers or part of a logo are far more desirable. Rookie patch autographs combine a rookie card, a signature and a patch, and they headline many high-end products. Read the card's back carefully, because the wording tells you whether the material was worn in a game, at an event or was simply supplied for the card. Not every swatch comes from a game.",
  },
  { type: 'heading', text: 'Condition details that matter' },
  {
    type: 'list',
    items: [
      'Centering on chromium and parallel cards varies widely, so measure the borders on both sides.',
      'Shiny surfaces show scratches, print lines and fingerprints under a light; tilt every card before buying.',
      'Dark and colored borders reveal small chips along the edges more readily than white borders.',
      'Thick patch and memorabilia cards are prone to dinged corners and dented edges; store them in holders sized for their thickness.',
      'Autographs can be affected by smudged ink or a sticker that sits crooked or bubbled.',
      'Store your collection at 35% to 50% relative humidity, away from heat and direct sunlight.',
    ],
  },
  {
    type: 'paragraph',
    text: 'When you buy football cards online, insist on clear photos of the actual card, front and back, including close-ups of the corners. Many modern rookies sell raw before being graded, and the difference between a clean copy and a slightly off-center one can be considerable once the card is slabbed. Ship cards you sell in a penny sleeve and a top-loader or semi-rigid holder, sandwiched between pieces of cardboard inside a padded envelope or a small box.',
  },
  { type: 'heading', text: 'Know what your rookie could grade' },
  {
    type: 'paragraph',
    text: 'Before paying to grade a rookie, an autograph or a patch card, it helps to know how its condition stacks up. Gradewise provides a photo-based estimate from a real grader. You take ten photos, covering the front, the back and the four corners of each side, and spend one credit. The grader returns an anticipated grade, a ceiling grade, front and back centering, the raw and graded value, and the issues found, such as corner damage, edge whitening or surface scratching, with an explanation of each.',
  },
  {
    type: 'paragraph',
    text: "Most results arrive within one to two hours, and within twelve even at the busiest times. The estimate is a guide, not an official grade, and it assesses the card's condition rather than authenticating the autograph or patch. The free Gradewise centering tool is a quick way to check borders before you photograph, which is especially useful for chromium rookies that so often come out of packs off-center.",
  },
];

export default { ...summary, content } satisfies Article;
