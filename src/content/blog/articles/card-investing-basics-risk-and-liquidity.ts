import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'card-investing-basics-risk-and-liquidity',
  title: 'Card Investing Basics: Understanding Risk, Liquidity and Costs',
  displayTitle: 'Card Investing Basics: Risk and Liquidity',
  date: '2025-06-30',
  description:
    'A plain-English look at trading cards as an investment: why the hobby comes first, how liquidity and fees affect returns, and how to spread risk.',
  keywords: [
    'card investing',
    'trading cards as investment',
    'liquidity',
    'collectibles risk',
    'diversification',
    'card market fees',
  ],
  topic: 'investing',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Stories about cards selling for life-changing sums have drawn many people into the hobby with investment in mind. Some cards really have grown in value over the years, and there is nothing wrong with hoping your collection will be worth more one day. But cards behave very differently from stocks or savings accounts. They are slow to sell, expensive to trade, sensitive to condition and driven by taste. This article covers the basics so you can make clear-eyed decisions. It is general information, not financial advice; for decisions about your own money, speak to a qualified adviser.',
  },
  { type: 'heading', text: 'Collect first, invest second' },
  {
    type: 'paragraph',
    text: 'The collectors who tend to do well over time usually buy what they understand and enjoy. If you love a particular player, set or game, you will follow its market closely, notice bargains, spot fakes more easily and hold through quiet periods without panic. If a card falls in value, you still own something you wanted. Buying cards purely because they are rising, in a market you do not follow, is much closer to speculation. A useful rule is to only spend money on cards that you would be content to keep even if prices never went up.',
  },
  { type: 'heading', text: 'Liquidity: how quickly can you sell?' },
  {
    type: 'paragraph',
    text: 'Liquidity means how easily you can turn something into cash at a fair price. A share in a large company can usually be sold in seconds. A card has to be photographed, listed, sold to a single buyer, packed and shipped, and the whole process can take days or weeks. Popular graded cards with many recent sales are the most liquid part of the market. Rare cards, niche sets and raw cards in uncertain condition can take much longer, and if you need to sell quickly you may have to accept a noticeably lower price.',
  },
  {
    type: 'paragraph',
    text: 'Liquidity also dries up when it is needed most. When a market cools, buyers step back, sales slow, and the prices sellers can actually get fall faster than price guides suggest. Never put money into cards that you might need at short notice for bills or emergencies. Think of cards as something you could hold for years if the market turned against you, and plan accordingly. It also helps to sell gradually rather than all at once: listing a whole collection in one go can flood a small market, pushing down the very prices you are hoping to get.',
  },
  { type: 'heading', text: 'The costs that quietly eat returns' },
  {
    type: 'paragraph',
    text: 'A card that rises in value has not necessarily made you money. Between buying and selling, several costs add up, and they are easy to forget when you look at a chart. Many of them apply every time a card changes hands, which is why frequent buying and selling can be costly even when prices are stable or rising. A price chart shows what a card sold for; it does not show what the seller kept after everyone else took their share, and that kept amount is the number that really matters to you.',
  },
  {
    type: 'list',
    items: [
      'Marketplace and payment fees when you sell, often a meaningful percentage of the price.',
      'Buyer premiums at auction houses, which raise what you pay when you buy.',
      'Shipping, packing supplies and insurance in both directions.',
      'Grading fees and shipping to the grading company, plus the risk the grade disappoints.',
      'Storage supplies, and insurance once a collection grows valuable.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Add up these costs on a realistic round trip before you buy a card with resale in mind. A card often needs to rise by a good margin just for you to break even after fees and shipping. Once a collection is worth more than roughly 5,000 to 10,000 dollars, it is also worth considering dedicated collectibles insurance, since a standard home policy may limit what it covers. That is another ongoing cost to include in your thinking.',
  },
  { type: 'heading', text: 'Condition risk and grading uncertainty' },
  {
    type: 'paragraph',
    text: 'In cards, condition can matter as much as the name on the front. The gap between neighboring grades can be large, so a raw card bought in the hope that it will grade highly carries real risk: a small surface scratch or a slightly off-center print can turn an expected gem into a much less valuable card. Grading also takes time and money. Before buying raw cards to grade, learn what graders look for, inspect cards closely under good light, and be realistic about how many truly flawless cards exist.',
  },
  { type: 'heading', text: 'Spread your risk' },
  {
    type: 'paragraph',
    text: 'Putting your whole budget into a single card or a single player leaves you exposed to one injury, one scandal, one reprint or one change in taste. Spreading your collection across different players, eras, games or types of product reduces the damage any one event can do. Within the hobby, vintage, modern, sports and trading card games often move for different reasons. More broadly, cards should sit alongside ordinary savings and mainstream investments rather than replace them. Keep a record of what you paid and what fees you incurred, so you always know your true position.',
  },
  { type: 'heading', text: 'Know what a card is worth before you buy or sell' },
  {
    type: 'paragraph',
    text: 'Good decisions start with an honest view of condition. Gradewise gives you one from ten photos of a card: for one credit, a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates, and the issues found, usually within one to two hours. It is a photo-based estimate, not an official grade, but it can help you judge whether a raw card is worth its price, whether grading makes sense after fees, and how to value what you already own.',
  },
];

export default { ...summary, content } satisfies Article;
