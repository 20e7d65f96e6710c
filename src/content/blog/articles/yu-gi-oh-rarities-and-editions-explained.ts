import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'yu-gi-oh-rarities-and-editions-explained',
  title: 'Yu-Gi-Oh! Rarities and Editions Explained: From Common to Secret Rare',
  displayTitle: 'Yu-Gi-Oh! Rarities and Editions Explained',
  date: '2025-07-01',
  description:
    'How to tell Yu-Gi-Oh! rarities apart, what 1st Edition, Unlimited and Limited Edition mean, and how to read the set code on every card.',
  keywords: [
    'yugioh rarities',
    'yugioh 1st edition',
    'yugioh unlimited',
    'yugioh set code',
    'yugioh secret rare',
    'yugioh ultimate rare',
    'yugioh limited edition',
  ],
  topic: 'yugioh',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Two copies of the same Yu-Gi-Oh! card can look almost identical and still differ enormously in appeal to collectors. The difference usually comes down to three details: the rarity finish, the edition and the set code. None of them changes how the card plays, but together they tell you exactly which printing you hold, and that is what collectors, sellers and grading companies care about. Once you know where to look, you can identify most cards in a few seconds. Here is how each detail works.',
  },
  { type: 'heading', text: 'The core rarity ladder' },
  {
    type: 'paragraph',
    text: 'Unlike many card games, Yu-Gi-Oh! has no rarity symbol. Instead, rarity is shown by the finish of the name and artwork, so you learn to read it by tilting the card under a light. The core ladder that runs through most booster sets looks like this:\n- Common: no foil anywhere; the name is printed in plain ink.\n- Rare: the card name is stamped in silver foil, while the artwork stays flat.\n- Super Rare: the artwork is holographic, but the name is printed normally.\n- Ultra Rare: holographic artwork combined with a gold foil name.',
  },
  {
    type: 'paragraph',
    text: 'That simple logic, with name foil on one axis and holographic artwork on the other, makes the first four tiers easy to learn. The names can still catch you out when a set breaks the usual pattern. Some special products consist entirely of foil cards, where an ultra rare may be the most ordinary card in the pack. So when you value a card, pay attention to which set it came from as well as how shiny it looks.',
  },
  { type: 'heading', text: 'Secret, ultimate and the special finishes' },
  {
    type: 'paragraph',
    text: 'Above ultra rare sits the secret rare, recognizable by a sparkling, rainbow-like pattern that runs diagonally across the artwork, usually paired with a foil name. Secret rares have appeared in sets since the early days and remain a favorite chase rarity. Over the years Konami has added a series of even more specialized finishes, each appearing only in selected sets. Their scarcity and their distinctive looks make them some of the most sought-after versions of popular cards, and the same card can exist in many of them.',
  },
  {
    type: 'list',
    items: [
      "Ultimate Rare: embossed, textured foil that gives parts of the card, such as the artwork's outline and the name, a raised feel you can sense with a fingertip.",
      'Ghost Rare: a pale, silvery holographic image with an almost three-dimensional, ghostly look.',
      'Starlight Rare: fine holographic lines across the entire face of the card, not just the artwork.',
      "Collector's Rare and Quarter Century Secret Rare: newer premium finishes, the latter introduced around the game's 25th anniversary.",
    ],
  },
  {
    type: 'paragraph',
    text: 'Special finishes are delicate. Textured and fully foiled surfaces show scratches, print lines and edge wear more readily than a plain common, and foil-heavy cards are more prone to curling when humidity changes. Ghost and starlight surfaces in particular make every fingerprint and scuff visible under a light. If you pull one, sleeve it immediately and store it in a top-loader or semi-rigid holder rather than a binder pocket, so its surface stays as clean as the day it left the pack.',
  },
  { type: 'heading', text: '1st Edition, Unlimited and Limited Edition' },
  {
    type: 'paragraph',
    text: "Edition is a separate axis from rarity. A card printed with the words 1st Edition, in the small line just beneath the artwork, comes from the first print run of its set. A card with nothing printed in that spot is Unlimited, produced in later runs. A third marking, Limited Edition, appears on cards from special products such as tins, promotional releases and some collector boxes, and it is not the same as 1st Edition. Always read the edition line directly rather than trusting a listing's description.",
  },
  {
    type: 'paragraph',
    text: 'How much edition matters depends on the set. For the classic early sets, 1st Edition copies came from a comparatively short initial print run and collectors usually prize them well above Unlimited copies, especially in high grades. For many recent sets, the practical difference between editions is much smaller, and sometimes there is little or no premium at all. Condition still matters in every case: a well-worn 1st Edition card can be less desirable than a crisp Unlimited copy of the same card.',
  },
  { type: 'heading', text: 'Reading the set code' },
  {
    type: 'paragraph',
    text: "On most cards, a short code sits just below the artwork on the right side, such as ABCD-EN001. The letters before the hyphen identify the set, the next two letters give the region or language (EN for English, with other codes for French, German, Italian, Spanish and Portuguese printings), and the final digits give the card's position in the set. Pendulum and Link monsters move the code slightly to make room for their extra features, but it is always somewhere near the bottom half of the card.",
  },
  {
    type: 'paragraph',
    text: 'The set code is how you separate an original printing from its reprints. Popular cards are reprinted many times, often in different rarities, and each version carries its own code. Very early English prints sometimes use a shorter code without the two-letter language section. Do not confuse the set code with the eight-digit passcode in the bottom-left corner: the passcode identifies the card itself and stays the same across every printing, while the set code tells you which release your copy came from.',
  },
  { type: 'heading', text: 'See how your printing might grade' },
  {
    type: 'paragraph',
    text: 'Once you know you are holding a 1st Edition original or a high-rarity version, the next question is condition. Gradewise gives you a photo-based estimate from a real grader before you pay for official grading. Take ten photos, covering the front, the back and the four corners of each side, and use one credit. You receive an anticipated grade, a ceiling grade, front and back centering, the raw and graded value, and any issues found, such as surface scratching on the foil or edge whitening on the back, with an explanation.',
  },
  {
    type: 'paragraph',
    text: 'Most results are back in one to two hours, and nothing has to be mailed. The estimate is not an official grade, but it shows whether a special printing is likely to justify the grading fee, or whether it is better kept safely in your own collection. For a quick check first, measure the borders with the free Gradewise centering tool.',
  },
];

export default { ...summary, content } satisfies Article;
