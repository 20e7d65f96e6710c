import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'getting-started-with-magic-the-gathering-collecting',
  title: 'Getting Started With Magic: The Gathering Collecting',
  displayTitle: 'Getting Started With Magic: The Gathering Collecting',
  date: '2025-06-30',
  description:
    "A beginner's guide to collecting Magic: The Gathering cards: sets, rarity colors, foils and special treatments, collecting versus playing, and where to buy.",
  keywords: [
    'magic the gathering collecting',
    'mtg for beginners',
    'mtg rarity',
    'mtg foils',
    'where to buy mtg cards',
    'mtg sets',
  ],
  topic: 'magic',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Magic: The Gathering has been printed since 1993, making it the original trading card game and one of the deepest hobbies you can join. Tens of thousands of different cards exist, many in several versions, and new sets arrive throughout the year. That depth is exciting but can feel like a wall at first. The good news is that you do not need to understand everything to start collecting well. This guide covers how sets and rarities work, what foils and special treatments are, and how to buy sensibly.',
  },
  { type: 'heading', text: 'How Magic sets are released' },
  {
    type: 'paragraph',
    text: 'Wizards of the Coast releases several main expansions every year. Each has its own setting, mechanics and expansion symbol, a small icon printed on the right side of the card between the artwork and the rules text. Main sets feed into Standard, the rotating tournament format, and all older formats. Alongside them come supplemental products: Commander decks for the hugely popular multiplayer format, reprint-focused sets that bring back sought-after cards, Secret Lair drops sold directly online and crossover products featuring characters from other franchises.',
  },
  {
    type: 'paragraph',
    text: 'Booster formats change from time to time, so check what a product contains before buying. In recent years the main choices have been Play Boosters, designed both for drafting and for opening, and Collector Boosters, which are far more expensive and packed with foils and special versions. Bundles add packs, basic lands and a storage box, and starter products offer preconstructed decks for newcomers. Whatever you buy, remember that opening boosters is a gamble; if you want a particular card, buying that single is almost always cheaper.',
  },
  { type: 'heading', text: 'Reading rarity from the expansion symbol' },
  {
    type: 'paragraph',
    text: 'Magic shows rarity through the color of the expansion symbol rather than a separate icon. It is easy to learn:\n- Black: common\n- Silver: uncommon\n- Gold: rare\n- Orange-red: mythic rare, a tier introduced in 2008 for the scarcest cards in a set\nEarly sets printed every symbol in black, and the very first core sets had no expansion symbol at all, so rarity on old cards has to be looked up. Some modern sets also include bonus sheets, such as special guest cards, with their own symbol treatment.',
  },
  {
    type: 'paragraph',
    text: 'Rarity sets the odds of opening a card, but it does not decide its value. A powerful uncommon that every player needs can be worth more than a rare nobody uses. Demand from players, the popularity of a character or artwork and how often a card has been reprinted all shape prices. Reprints are especially important in Magic, because Wizards regularly reprints popular cards to keep them accessible, which can pull prices down. A small group of older cards are protected from reprinting by a policy called the Reserved List.',
  },
  { type: 'heading', text: 'Foils and special treatments' },
  {
    type: 'paragraph',
    text: 'In modern sets, most cards also exist in a foil version, with a reflective, rainbow-like finish across the whole card. Modern sets go much further, with alternate frames and finishes that collectors love. Showcase frames give cards a themed design unique to the set, borderless cards extend the artwork to the edge, and extended-art cards widen the picture. Foil variants include etched foils with a metallic, textured look and several other special foil patterns. Some recent sets even include serial-numbered cards stamped with a small print run, such as 123/500.',
  },
  {
    type: 'paragraph',
    text: 'Treatments matter to collectors because they multiply the number of versions of each card. Before buying a single, confirm exactly which version a listing shows, since the name alone can refer to a dozen printings at very different prices. Foils also need extra care: the foil layer reacts differently to humidity than the paper core, so foil cards are prone to curling. Store them flat, in stable conditions, and avoid damp rooms and sudden temperature changes.',
  },
  { type: 'heading', text: 'Collecting versus playing' },
  {
    type: 'paragraph',
    text: 'Many Magic fans do both, but it helps to know which you are prioritizing. Players care about cards that work in their chosen format, such as Commander, Standard or Modern, and usually want the cheapest tournament-legal copy. Collectors care about version, language, finish and condition, and may never shuffle the cards they own. If you do both, consider keeping two copies of key cards: a sleeved playing copy and a pristine collection copy. Shuffling, even in good sleeves, slowly wears edges and corners.',
  },
  { type: 'heading', text: 'Where to buy Magic cards' },
  {
    type: 'list',
    items: [
      'Local game stores: ideal for learning, with prerelease events, drafts and Commander nights, plus a chance to buy and trade singles.',
      'Online marketplaces: the biggest selection of singles; compare sellers, read condition descriptions closely and check photos.',
      'Large retailers: convenient for sealed products, but with limited choice and no singles.',
      'Card shows and conventions: useful for older cards and for inspecting condition in person before you pay.',
    ],
  },
  {
    type: 'paragraph',
    text: "For card details, set release dates and official news, the publisher's site at https://magic.wizards.com is a reliable reference. Counterfeits exist for valuable Magic cards, particularly older ones, so buy expensive singles from reputable sellers, compare the printing against a card you know is genuine and consider professionally graded copies for the most valuable purchases. A few minutes of checking is far cheaper than a costly mistake.",
  },
  { type: 'heading', text: 'Check a card before sending it for grading' },
  {
    type: 'paragraph',
    text: "If you own a valuable rare, a special treatment or an older card you would like to preserve in a slab, condition decides whether grading pays off. Gradewise lets you get a human grader's estimate from photos first. Take ten pictures, the front, the back and the four corners of each side, and spend one credit. The grader returns an anticipated grade, a ceiling grade, front and back centering, the raw and graded value, and the issues found, such as corner whitening, surface scratching or centering, with an explanation.",
  },
  {
    type: 'paragraph',
    text: 'Most results arrive within one to two hours, and no card leaves your hands. The estimate is not an official grade, but it tells you whether a card is a strong candidate before you pay any grading fees or insure a package. You can also measure borders yourself with the free Gradewise centering tool, which works well for any bordered card and takes only a couple of minutes before you photograph it.',
  },
];

export default { ...summary, content } satisfies Article;
