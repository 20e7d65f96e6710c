import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'basketball-card-collecting-guide',
  title: 'Basketball Card Collecting Guide: Products, Rookies and Parallels',
  displayTitle: 'A Guide to Basketball Card Collecting',
  date: '2025-06-30',
  description:
    'How modern basketball cards work: the main product tiers, rookie cards, color and numbered parallels, and the condition issues that matter most.',
  keywords: [
    'basketball card collecting',
    'basketball rookie cards',
    'basketball card parallels',
    'prizm basketball',
    'numbered parallels',
    'basketball card condition',
  ],
  topic: 'sports',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "Basketball cards have become one of the liveliest parts of the sports card hobby. With small rosters, a handful of superstars on every team and players whose careers can be followed from their draft night onward, the sport is easy to collect around. Modern products are also packed with shiny parallels and numbered cards, which makes opening packs exciting and buying singles a little confusing. This guide explains how today's basketball products are organized, what makes a rookie card, how parallels work and which condition issues to look out for.",
  },
  { type: 'heading', text: 'How modern basketball products are tiered' },
  {
    type: 'paragraph',
    text: 'Basketball products span a wide price range, and it helps to think of them in tiers. Entry-level sets such as Hoops and Donruss offer many cards per pack at low prices, with plenty of rookies and inserts. Mid-range chromium products such as Prizm, Donruss Optic, Select and Mosaic are the heart of the modern market, known for their reflective card stock and long rainbows of parallels. At the top, high-end products such as National Treasures, Flawless and Immaculate deliver only a few cards per box, most of them autographed, memorabilia or tightly numbered.',
  },
  {
    type: 'paragraph',
    text: "Licensing deals between leagues, players' associations and card makers change over time, so the brand names on the shelf may not match what you remember from a few years ago. The principles stay the same, though. Flagship sets in each tier become the reference points collectors use, and a player's cards from the main chromium product of their rookie year are usually the most widely traded. When a new product appears, look at its checklist, its odds and how collectors respond before treating it as a long-term benchmark.",
  },
  { type: 'heading', text: 'Understanding rookie cards' },
  {
    type: 'paragraph',
    text: "A rookie card is a card from a player's first season of official licensed products, and it is the most collected card of almost any player. Many sets label rookies clearly: Donruss and Donruss Optic use a Rated Rookie logo, and other products include an RC mark or a rookie subset. Collectors generally value rookies from major licensed sets above cards from smaller or unlicensed releases. Rookie autographs and rookie patch autographs, often shortened to RPAs, are the premium versions, and the most sought-after pieces from high-end products.",
  },
  {
    type: 'paragraph',
    text: 'Draft classes bring plenty of excitement, and rookie cards of promising players can move sharply in price as the season unfolds. That makes rookies fun to follow but risky to buy at the peak of hype. Many collectors prefer to buy after the initial rush has settled, and to focus on players they truly enjoy watching. If you are collecting established stars, their rookie cards remain the centerpiece, with later cards, inserts and parallels filling out a player collection.',
  },
  { type: 'heading', text: 'Parallels and numbering' },
  {
    type: 'paragraph',
    text: 'A parallel is a version of a base card with a different color, pattern or finish. In chromium products, the plain silver version of a rookie is one of the most popular parallels, and from there the rainbow extends through many colors and patterns. Many parallels are serial numbered, stamped with a number such as 17/99 that shows how many copies exist. Lower print runs are generally scarcer, with one-of-one cards at the very top. Some parallels are only found in hobby boxes, others only in retail products.',
  },
  {
    type: 'paragraph',
    text: 'Parallels can be tricky to identify. Similar shades look different under different lighting, and patterns with names such as shimmer, mojo or wave vary from product to product. Before you buy or sell, compare the card with the official checklist and with photos of confirmed examples, and check the back for a serial number. When a listing calls a card a rare parallel, confirm it yourself: a misidentified parallel is one of the most common sources of disputes between buyers and sellers.',
  },
  { type: 'heading', text: 'Condition issues to watch for' },
  {
    type: 'list',
    items: [
      'Centering: modern chromium cards frequently come out of packs off-center, sometimes noticeably, so measure both front and back.',
      'Surface scratches and print lines: reflective stock shows every fine scratch and roller line when you tilt it under a light.',
      'Edge chipping: colored and dark borders reveal small chips and nicks more readily than white ones.',
      'Corners: even brand-new cards can arrive with soft or dinged corners from packing.',
      'Thick cards: patch and memorabilia cards are heavy and their corners and edges take knocks easily, so use thicker top-loaders or magnetic holders sized for them.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Because so many modern basketball cards are sold raw, always ask for clear, well-lit photos of the exact card, including the back and the corners. Stock images say nothing about condition. For your own cards, sleeve them straight from the pack, use top-loaders or semi-rigid holders for anything valuable and store them in a dark place at 35% to 50% relative humidity. Small habits like these keep a promising rookie in the kind of condition that gives it a chance at a high grade.',
  },
  { type: 'heading', text: 'See what your rookie might grade' },
  {
    type: 'paragraph',
    text: "With modern basketball cards, the difference between a top grade and a middle one can be substantial, and centering or a single surface scratch is often what decides it. Gradewise gives you a grader's opinion before you pay for an official submission. Take ten photos, covering the front, the back and the four corners of each side, and use one credit. A real grader returns an anticipated grade and a ceiling grade, front and back centering, the raw and graded value, and any issues found, with an explanation.",
  },
  {
    type: 'paragraph',
    text: 'Most results come back within one to two hours, and your cards never leave your hands. The estimate is not an official grade, but it helps you decide which rookies and parallels are worth grading. If off-center borders are your biggest worry, start with the free Gradewise centering tool and measure the front and back before you photograph anything.',
  },
];

export default { ...summary, content } satisfies Article;
