import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'vintage-vs-modern-cards-what-to-collect',
  title: 'Vintage vs Modern Cards: Which Should You Collect?',
  displayTitle: 'Vintage vs Modern Cards: What to Collect',
  date: '2025-06-30',
  description:
    'How vintage and modern trading cards differ in print quality, scarcity, condition challenges and cost, to help you decide what to collect.',
  keywords: [
    'vintage cards',
    'modern cards',
    'what cards to collect',
    'card condition',
    'card scarcity',
    'collecting on a budget',
  ],
  topic: 'market',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "Every collector eventually faces the question: old cards or new ones? Vintage cards carry history, nostalgia and a scarcity that comes from decades of loss and wear. Modern cards offer crisp printing, shiny parallels, autographs and the thrill of chasing today's stars. They are different hobbies in many ways, with different risks, costs and rewards. Neither is the right answer for everyone. Understanding how they differ will help you spend your money on cards you will enjoy owning for years.",
  },
  { type: 'heading', text: 'Where vintage ends and modern begins' },
  {
    type: 'paragraph',
    text: "There is no official dividing line. Many collectors think of cards from before about 1980 as vintage, while others draw the line earlier or later depending on the sport or game. The late 1980s and early 1990s are often treated as a separate period, sometimes nicknamed the 'junk wax' era, when production rose so sharply that most cards from those years remain plentiful. Modern cards, in most people's minds, begin with the move to premium card stock, inserts and parallels in the 1990s and carry on to today's releases.",
  },
  { type: 'heading', text: 'Print quality and card stock' },
  {
    type: 'paragraph',
    text: 'Vintage cards were printed and cut with far less precision than modern ones. Off-center cuts, uneven borders, color that is slightly out of register, print spots and rough edges are common, even on cards straight from the pack. Many were printed on thinner cardboard that creases easily, and some older packs included a stick of gum that could stain the card next to it. These quirks are part of vintage charm, but they make truly sharp examples rare.',
  },
  {
    type: 'paragraph',
    text: "Modern cards are printed on thicker, glossier stock, often with foil, chrome or refractor finishes, and cut with much better consistency. They look spectacular, but they have their own weaknesses. Glossy and chrome surfaces show scratches and print lines clearly, colored borders reveal tiny edge chips, and centering can still vary from card to card. A modern card that looks perfect at arm's length may show small flaws under a bright light.",
  },
  { type: 'heading', text: 'Scarcity: natural versus manufactured' },
  {
    type: 'paragraph',
    text: 'Vintage scarcity is mostly natural. Cards were printed for children to play with, trade and pin to walls, and decades of handling, moving house and clearing out attics destroyed a large share of them. Few people thought to protect them, so high-grade survivors of older cards are genuinely scarce. That scarcity is largely fixed: nobody can print more original copies from decades ago, although some cards do turn up in old collections from time to time.',
  },
  {
    type: 'paragraph',
    text: "Modern scarcity is mostly manufactured. Base cards are printed in large quantities and widely protected from day one, but manufacturers create rarity through parallels, short prints and serial-numbered cards, down to one-of-ones. This means you can own a genuinely rare modern card, but also that the total supply of any player's cards keeps growing with each new product. Value in modern cards depends heavily on demand for that player or character staying strong over time.",
  },
  { type: 'heading', text: 'Condition and grading expectations' },
  {
    type: 'paragraph',
    text: 'Collectors judge condition differently across the two eras. For a popular card from the 1950s, a mid-range grade can be a fine example that many collectors would be proud to own, because so few copies survived in better shape. For modern cards, buyers often expect top grades, since so many copies were pulled and protected immediately. A modern card in a middle grade may sell for a small fraction of a gem copy, and some companies use half-point grades such as 9.5 that can separate the very best copies further still.',
  },
  {
    type: 'list',
    items: [
      'Vintage: watch for creases, rounded corners, stains, writing on the back and trimmed edges on raw cards.',
      'Modern: watch for surface scratches, print lines, edge chipping on colored borders and centering.',
      'Both: check the back as carefully as the front, and compare your card with known genuine examples.',
    ],
  },
  { type: 'heading', text: 'Budget and how to choose' },
  {
    type: 'paragraph',
    text: 'Vintage cards of the biggest names can be very expensive, but vintage is still open to modest budgets if you collect lower-grade examples, commons from classic sets or stars who are not household names. Modern cards let you start cheaply with base cards and packs, yet chasing top parallels and gem-grade rookies can become costly fast. Ask yourself what draws you in: history and the players you grew up hearing about, or the excitement of current seasons and new releases. Many collectors enjoy both, with a small vintage core and a modern focus.',
  },
  {
    type: 'paragraph',
    text: 'Whichever way you lean, factor authenticity into your budget. Valuable vintage cards attract reprints, counterfeits and cards that have been trimmed or recolored to look better, so expensive examples are usually safest bought graded by a major company or from a seller you trust. Modern cards have their own fakes, including counterfeit parallels and altered serial numbers. Paying a little more for a card whose authenticity is settled is often cheaper in the long run than a bargain that turns out not to be what it seemed.',
  },
  { type: 'heading', text: "Whatever the era, know your card's condition" },
  {
    type: 'paragraph',
    text: 'Whether you are weighing a 1960s star card with soft corners or a new chrome rookie that might be gem mint, condition sets the price. Gradewise lets you photograph the card ten times, front, back and each corner on both sides, and for one credit a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and the issues found, usually within one to two hours. It is a photo-based estimate, not an official grade, but it helps you buy, grade and collect with your eyes open.',
  },
];

export default { ...summary, content } satisfies Article;
