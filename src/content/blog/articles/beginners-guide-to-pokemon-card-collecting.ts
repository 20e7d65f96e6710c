import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'beginners-guide-to-pokemon-card-collecting',
  title: "A Beginner's Guide to Pokémon Card Collecting: Sets, Rarities and Care",
  displayTitle: "A Beginner's Guide to Pokémon Card Collecting",
  date: '2025-06-30',
  description:
    'New to Pokémon cards? Learn how sets and rarities work, where to buy safely, how to protect your cards and how to choose what to collect.',
  keywords: [
    'pokemon card collecting',
    'pokemon tcg for beginners',
    'pokemon card sets',
    'where to buy pokemon cards',
    'protecting pokemon cards',
    'what pokemon cards to collect',
  ],
  topic: 'pokemon',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Pokémon cards have been around since the late 1990s, and today the hobby covers everything from children opening their very first booster pack to long-time collectors hunting for early holographic cards. That range is part of the appeal, but it can make your first few weeks confusing. Which products are worth buying? What do the little symbols at the bottom of each card mean? How do you keep a favorite card from getting scuffed? This guide walks through the basics in a sensible order, so you can build a collection you enjoy without wasting money or learning care habits the hard way.',
  },
  { type: 'heading', text: 'How Pokémon sets and products work' },
  {
    type: 'paragraph',
    text: 'The Pokémon Trading Card Game is released in sets, also called expansions, with several new ones arriving every year. Sets are grouped into series that usually follow the video game generation of the time, such as Sword & Shield or Scarlet & Violet. Each set has its own name, its own small symbol printed near the bottom of every card, and a numbered list of cards. Alongside the main expansions you will also see special sets: smaller themed releases that are often sold in collection boxes rather than regular booster boxes.',
  },
  {
    type: 'paragraph',
    text: 'Sealed products come in a handful of formats. Booster packs are the basic unit, each holding a random selection of cards. Booster boxes contain a large number of packs and usually offer the lowest price per pack. Elite Trainer Boxes bundle packs with sleeves, dice, markers and a sturdy storage box, which makes them popular gifts. Tins and collection boxes add a guaranteed promo card. If you simply want particular cards, remember that opening packs is a game of chance; buying the exact single you want almost always costs less than chasing it.',
  },
  { type: 'heading', text: 'Rarities at a glance' },
  {
    type: 'paragraph',
    text: "Every card carries a rarity symbol near the bottom: a circle means common, a diamond means uncommon and a star means rare. Modern sets add several tiers above the basic rare, including cards with full-bleed artwork, textured surfaces and gold or rainbow finishes. Many of the most exciting cards are numbered above the set's official total, for example 210/198, and collectors call these secret rares. Keep in mind that rarity is only part of the story. A popular Pokémon or a beautiful illustration can make a card more wanted than a technically rarer one.",
  },
  { type: 'heading', text: 'Where to buy Pokémon cards' },
  {
    type: 'list',
    items: [
      'Local game stores: a great place to learn, with singles, sealed products and friendly advice, and many run regular play events for new players.',
      'Large retailers: convenient for packs and boxes, although shelves can be picked over, and loose packs on hanging pegs are occasionally tampered with.',
      'The official Pokémon Center store: sells sealed products directly, including some items you will not find elsewhere.',
      'Online marketplaces: the widest choice of single cards; favor sellers with a long feedback history and clear photos of the actual card rather than stock images.',
      'Card shows: a chance to see cards in person, compare prices across many dealers and negotiate face to face.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Wherever you shop, be cautious about prices that look too good to be true. Counterfeit Pokémon cards exist, and so do resealed packs that have been opened, searched and glued shut again. Before you buy sealed product, you can check the official product line-up and release information at https://www.pokemon.com so you know what genuine packaging looks like. Fakes often have washed-out colors, a glossy finish that feels wrong, incorrect fonts or a card back in the wrong shade of blue.',
  },
  { type: 'heading', text: 'Protecting your cards from day one' },
  {
    type: 'paragraph',
    text: 'Condition matters a great deal to collectors, and a surprising amount of damage happens in the first few minutes after a card leaves the pack. Handle cards by their edges with clean, dry hands, and sleeve anything you care about straight away. A soft penny sleeve is the first layer; for valuable cards, slide the sleeved card into a rigid top-loader or a semi-rigid holder. Binders are excellent for displaying a set, but choose side-loading pages made without PVC, and avoid ring binders, which can dent cards placed close to the rings.',
  },
  {
    type: 'paragraph',
    text: 'Where you keep your collection matters just as much as how you sleeve it. Store cards somewhere cool, dark and dry, away from sunny windows, radiators and damp basements. A relative humidity between 35% and 50% is a sensible target: too much moisture encourages curling and warping, while very dry air can leave card stock brittle. Keep boxes off the floor, never stack heavy objects on loose cards and never hold a stack together with a rubber band. These habits cost very little and protect both the look and the future value of your cards.',
  },
  { type: 'heading', text: 'Deciding what to collect' },
  {
    type: 'paragraph',
    text: 'Trying to collect everything becomes expensive quickly, and most collectors find more satisfaction in a clear focus. A few ideas that work well for beginners:\n- Your favorite Pokémon across every set it has appeared in\n- A complete master set of one expansion you love, including reverse holos\n- Cards by a particular illustrator whose style you enjoy\n- Holographic cards from the earliest sets, if you like vintage\n- Promo cards from events, tins and collection boxes',
  },
  {
    type: 'paragraph',
    text: 'Whatever you choose, set a monthly budget and stick to it, because the thrill of opening packs makes overspending easy. Keep a simple list or spreadsheet of what you own, what you paid and the condition of each important card. That record helps you avoid buying duplicates, shows you how close you are to finishing a set and becomes very useful later if you decide to trade, sell or send your best cards for professional grading.',
  },
  { type: 'heading', text: 'Find out what your best pulls could grade' },
  {
    type: 'paragraph',
    text: 'Once you own a few cards worth protecting, you may start to wonder whether any of them are worth sending to a grading company. That decision depends on details that are easy to miss by eye: borders that are slightly off-center, tiny white specks along the blue back edges or faint scratches across a holo. Gradewise lets you find out before you pay for official grading. Take ten photos of the card, covering the front, the back and the four corners of each side, and spend one credit. A real human grader sends back an anticipated grade, a ceiling grade, front and back centering, raw and graded values and any issues found.',
  },
  {
    type: 'paragraph',
    text: "Most results arrive within one to two hours, and even at the busiest times within twelve. It is an estimate based on your photos, not an official grade, but it gives you a clear picture of whether a submission makes sense before you spend money on grading fees and shipping. You can also measure your card's borders at any time with the free Gradewise centering tool.",
  },
];

export default { ...summary, content } satisfies Article;
