import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'sealed-product-vs-singles',
  title: 'Sealed Product vs Singles: Which Should You Collect?',
  displayTitle: 'Sealed Product vs Singles',
  date: '2025-06-30',
  description:
    'The pros and cons of collecting sealed boxes and packs versus buying single cards, from storage and resealing risk to condition and liquidity.',
  keywords: [
    'sealed product',
    'sealed booster box',
    'buying singles',
    'card investing',
    'resealed packs',
    'collecting strategy',
  ],
  topic: 'investing',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Walk into any card shop and you face a choice that shapes your whole collection: do you buy sealed boxes and packs, or the individual cards you actually want? Some collectors stack unopened booster boxes on shelves for years; others never open a pack and build their collections entirely from singles. Both approaches can be rewarding, and both carry risks that are easy to underestimate. Here is how they compare, so you can choose the one that suits your budget, your space and the kind of collector you are.',
  },
  { type: 'heading', text: 'The case for sealed product' },
  {
    type: 'paragraph',
    text: "Sealed product carries something no single card can: the unknown. An unopened box might contain the chase card of the set, and that possibility is exactly what collectors pay for. Over time, as boxes are opened, the number of sealed copies of a given product falls, and for popular sets that shrinking supply has sometimes pushed prices well above the original retail price. Sealed product also appeals to people who enjoy displaying boxes and who like the idea of owning a piece of a set's release as it was first sold.",
  },
  {
    type: 'paragraph',
    text: 'There is also a simplicity to it. You do not need to judge centering, corners or surface on dozens of individual cards, because the cards inside are untouched. The value of a sealed box tends to follow the reputation of the whole set rather than the fortunes of one player or character, which spreads the risk a little. For older and well-loved sets, a sealed box can become a sought-after collectible in its own right.',
  },
  { type: 'heading', text: 'The risks of sealed product' },
  {
    type: 'list',
    items: [
      'Resealing and tampering: some boxes and packs are opened, searched and resealed, so buy from reputable sellers and learn what genuine factory wrap looks like.',
      'Storage: boxes take up space and can be damaged by crushing, sunlight, heat and damp; keep them in a stable room at about 35% to 50% relative humidity.',
      'Reprints: publishers sometimes print more of a popular set, which can stall or reverse price growth.',
      'Opportunity cost: money tied up in a box for years cannot be used elsewhere, and there is no guarantee it will rise.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Sealed product also has an odd dependency: its long-term value often rests on the cards inside being desirable, which in turn depends on people opening boxes and valuing what comes out. If the key cards of a set become cheap as singles, the appeal of gambling on a sealed box weakens. Sealed items can also be less liquid than popular singles, especially large cases, and shipping a box safely costs more than shipping a card in a top loader.',
  },
  { type: 'heading', text: 'The case for singles' },
  {
    type: 'paragraph',
    text: 'Buying singles gives you exactly the card you want, at a price you can see. Opening packs to chase a particular card usually costs far more than simply buying it, because most packs contain mostly common cards. With singles you choose the version, the condition and the price, and you can examine photos before you commit. Singles are also easier to store, easier to ship and easier to sell, and they can be graded, which can add value to a card in excellent condition.',
  },
  {
    type: 'paragraph',
    text: 'Singles suit collectors who follow particular players, characters or artists. You can build a focused collection, upgrade copies over time as better examples appear, and avoid the expense of ripping through boxes full of cards you do not need. If you enjoy the hunt itself, searching for the perfect copy of a key card at the right price can be as satisfying as opening a pack.',
  },
  { type: 'heading', text: 'The risks of singles' },
  {
    type: 'paragraph',
    text: "With singles, condition is the main risk. A raw card's photos may hide a scratch, a soft corner or uneven centering, and that can cut its value sharply, particularly if you hoped to grade it. Counterfeits are another concern for valuable cards, so buy expensive singles graded by a major company or from trusted sellers. Finally, a single card depends on the popularity of one player or character. A new reprint, a ban in competitive play, or a career that fades can knock its value in a way that a whole sealed box might absorb more easily.",
  },
  { type: 'heading', text: 'Which approach suits you?' },
  {
    type: 'paragraph',
    text: 'Many collectors end up doing a bit of both: a few sealed boxes of sets they love, kept for display or the long term, and singles for the cards they really want now. If you have limited space and a clear list of targets, singles are usually the better fit. If you enjoy the excitement of unopened product and have somewhere safe and stable to store it, sealed product can work, provided you accept that its future value is uncertain and that opening it is, for better or worse, part of the fun.',
  },
  { type: 'heading', text: 'Check condition before you buy or grade a single' },
  {
    type: 'paragraph',
    text: 'If singles are your route, condition is the variable that decides whether a card was a good buy and whether it is worth grading. Gradewise takes ten photos of your card, front, back and every corner, and for one credit a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and any issues found, usually within one to two hours. It is not an official grade, but it shows you where a card stands, and the free centering tool offers a quick first check.',
  },
];

export default { ...summary, content } satisfies Article;
