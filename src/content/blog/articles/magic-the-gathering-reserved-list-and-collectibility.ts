import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'magic-the-gathering-reserved-list-and-collectibility',
  title: 'The Magic: The Gathering Reserved List and What It Means for Collectors',
  displayTitle: 'The Reserved List and Collectibility',
  date: '2025-06-30',
  description:
    'What the Magic: The Gathering Reserved List is, why Wizards created it, which cards it covers and how it shapes collecting, condition and authenticity.',
  keywords: [
    'mtg reserved list',
    'magic reserved list',
    'reserved list cards',
    'mtg reprint policy',
    'vintage magic cards',
    'collecting old magic cards',
  ],
  topic: 'magic',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Most Magic: The Gathering cards can be reprinted whenever Wizards of the Coast decides a new printing would help players. A small group of older cards is different. They sit on the Reserved List, a set of cards Wizards has pledged never to reprint in tournament-legal form. The policy is one of the most debated topics in the game, and it has a real influence on how these cards are collected, traded and protected. Here is what the list is, where it came from and what it means if you collect older Magic cards.',
  },
  { type: 'heading', text: 'What the Reserved List is' },
  {
    type: 'paragraph',
    text: "The Reserved List is part of Wizards' reprint policy. It names a fixed group of a little over 570 cards, all first printed in the game's early years, that will not be printed again in a functionally identical form. That phrase matters: the pledge covers not only reprints under the same name but also new cards with the same card type, abilities, mana cost, power and toughness. No new cards are being added, and Wizards has stated that none will be removed. Wizards publishes the full list, and you can look up its official announcements and policies at https://magic.wizards.com before you buy.",
  },
  {
    type: 'paragraph',
    text: 'The list includes some of the most famous cards in the game, such as Black Lotus and the other members of the Power Nine, the original dual lands and a number of powerful rares from the late 1990s. It also includes many cards that were never strong and attract little attention today. Being on the list does not make a card desirable by itself; it only guarantees that the supply of tournament-legal copies will not grow through new printings.',
  },
  { type: 'heading', text: 'Why Wizards created it' },
  {
    type: 'paragraph',
    text: 'Magic grew extraordinarily fast after its 1993 debut, and early collectors quickly developed a market for scarce cards. In the mid-1990s Wizards released reprint products, including the Chronicles expansion, that brought back cards from earlier sets. Many collectors were upset when the value of their originals fell, and in 1996 Wizards answered with a formal reprint policy and the first version of the Reserved List. It was meant to reassure people that certain cards would keep their scarcity.',
  },
  {
    type: 'paragraph',
    text: 'The policy was revised several times in its early years, with the scope narrowed and the list fixed to cards from sets up to 1999. For a while an exception allowed special premium versions, and several foil printings of reserved cards appeared under it. After negative feedback, Wizards narrowed that exception in 2010 so that any special versions would not be legal for tournament play. Since then the company has reaffirmed the policy on several occasions, despite regular calls from players to change it.',
  },
  { type: 'heading', text: 'How the list shapes collectibility' },
  {
    type: 'paragraph',
    text: 'Because supply is fixed while the player base has grown, reserved cards behave differently from the rest of the game. Several effects are worth understanding:\n- Scarcity is permanent: every copy in existence was printed decades ago, and many have been lost, damaged or played to pieces.\n- Demand comes from play as well as collecting, since reserved cards remain legal in formats such as Vintage, Legacy and Commander.\n- Condition matters enormously, because clean copies of cards that have been shuffled for decades are genuinely uncommon.\n- Prices can be volatile, as a fixed supply reacts sharply to changes in demand.',
  },
  {
    type: 'paragraph',
    text: "There is a flip side. Since Wizards cannot reprint these cards, it can design new cards with similar effects under different names and rules, which may reduce a reserved card's role in play. The policy is also a business decision rather than a law of nature, and its future is a regular topic of debate. Treat the Reserved List as a factor that supports scarcity, not as a guarantee about future value, and avoid stretching your budget on the assumption that nothing will change.",
  },
  { type: 'heading', text: 'Condition, printings and authenticity' },
  {
    type: 'paragraph',
    text: 'Many reserved cards exist in several early printings with noticeable differences. Alpha, Beta and Unlimited share the same basic design, but Alpha cards have more rounded corners, Alpha and Beta have black borders and Unlimited has white borders. Some later printings appeared in other languages with black borders. Each version has its own collector following, so identify exactly which printing you have before buying, selling or grading. A reference guide and a side-by-side comparison with a known genuine card are invaluable here.',
  },
  {
    type: 'paragraph',
    text: "Scarcity and demand also attract counterfeiters, and reserved cards are among the most commonly faked in Magic. Buy expensive copies from reputable sellers, examine the printing with a loupe and compare the card's feel, color and back against genuine examples. Graded copies in a tamper-evident holder from an established grading company give an extra layer of confidence. If your collection grows to a significant value, roughly 5,000 to 10,000 dollars or more, it is also worth considering insurance, and keeping photos and receipts for every major card.",
  },
  { type: 'heading', text: 'Protecting older cards' },
  {
    type: 'list',
    items: [
      'Sleeve every reserved card in a soft inner sleeve before placing it in a top-loader, semi-rigid holder or graded slab.',
      'Store cards in a dark, stable place at 35% to 50% relative humidity, away from heat, sunlight and damp walls.',
      'Handle old black-bordered cards with extra care, since wear on their edges and corners shows clearly.',
      'Never attempt to clean, press or trim an old card; alterations can ruin it for grading and collectors alike.',
      'Keep playing copies and collection copies separate if you use these cards in games.',
    ],
  },
  { type: 'heading', text: 'Know the condition before you submit' },
  {
    type: 'paragraph',
    text: "With a reserved card, the gap between a mid-range grade and a high one can be significant, and old cards are hard to judge by eye. Gradewise lets you get a real grader's opinion from photos before you ship anything. Take ten photos, covering the front, the back and the four corners of each side, and spend one credit. You receive an anticipated grade, a ceiling grade, front and back centering, the raw and graded value and a list of issues found, such as edge whitening or corner wear, with an explanation.",
  },
  {
    type: 'paragraph',
    text: 'Most results come back within one to two hours. It is a photo-based estimate, not an official grade and not an authentication, but it can help you decide whether a valuable old card is worth the cost and risk of an official submission. Our free centering tool is a quick way to check those early, often uneven borders.',
  },
];

export default { ...summary, content } satisfies Article;
