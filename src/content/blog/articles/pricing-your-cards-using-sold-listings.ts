import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'pricing-your-cards-using-sold-listings',
  title: 'How to Price Your Trading Cards Using Sold Listings',
  displayTitle: 'Pricing Your Cards Using Sold Listings',
  date: '2025-06-30',
  description:
    'Why sold prices beat asking prices, how to match condition and grade when comparing sales, and how to spot outliers before you price a card.',
  keywords: [
    'card pricing',
    'sold listings',
    'trading card value',
    'comparable sales',
    'graded card prices',
    'raw card value',
  ],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Ask ten collectors what a card is worth and you may hear ten different numbers. The most reliable answer usually comes from a simple question: what have buyers recently paid for this exact card, in this condition? Sold listings answer that question with real money rather than opinion. Learning to read them well is one of the most useful skills in the hobby, whether you are selling, buying, trading or just deciding how much to insure. This guide explains where to look, what to compare, and how to avoid being misled by the odd sale that does not fit.',
  },
  { type: 'heading', text: 'Why asking prices mislead' },
  {
    type: 'paragraph',
    text: 'A marketplace full of active listings can look like a price guide, but it is really a list of wishes. Anyone can list a card at any price, and the highest asking prices tend to stay visible the longest precisely because nobody is buying at that level. Meanwhile the fairly priced copies sell and disappear. If you price your card by scanning what is currently for sale, you are likely to anchor on the most optimistic sellers. That leads to listings that sit unsold, or to overpaying when you are the buyer.',
  },
  {
    type: 'paragraph',
    text: 'Sold prices have their own limits, but they record the point where a buyer and a seller actually agreed. That makes them a far better starting point. Most large marketplaces let you filter search results to sold or completed items, and auction houses usually keep archives of past results. Some price-tracking sites gather sales from several sources into one chart, which is handy for spotting trends, though it is still worth clicking through to the underlying sales when the numbers matter.',
  },
  { type: 'heading', text: 'Compare the exact same card' },
  {
    type: 'paragraph',
    text: 'Card names hide a lot of detail. The same player or character can appear in a base card, a dozen color parallels, a short-printed photo variation and a reprint, all with similar titles and very different values. Before you compare prices, confirm the year, the set, the card number and the exact version, including any serial numbering or first-edition marking. Check the photos of each sale rather than trusting the listing title, since sellers sometimes describe a base card as a parallel by mistake or list the wrong year.',
  },
  {
    type: 'list',
    items: [
      'Match the set and year, not just the name on the front.',
      'Match the card number, which separates base cards from inserts and variations.',
      'Match the parallel or finish, such as a refractor, holo or colored border.',
      'Match any serial number range, because a card numbered to 25 is not comparable with one numbered to 499.',
    ],
  },
  { type: 'heading', text: 'Match condition and grade honestly' },
  {
    type: 'paragraph',
    text: 'Condition is where most pricing mistakes happen. For graded cards, compare the same grade from the same company, because the market often values identical grades from different companies differently, and the jump between neighboring grades can be large. A gem mint 10 may sell for several times the price of a 9. For raw cards, compare carefully against the photos of each sold copy: sharp corners, clean edges, good centering and an unmarked surface all push a raw card toward the top of its range.',
  },
  {
    type: 'paragraph',
    text: "Be especially careful not to price a raw card using graded sales. A raw card's buyer is taking on the risk that it grades lower than hoped, and they pay less to reflect that risk. If you believe your raw card would grade highly, that belief only adds value once it is confirmed. Until then, price it against other raw cards of similar visible quality, and let your photos make the case for its condition.",
  },
  { type: 'heading', text: 'Spot outliers before they fool you' },
  {
    type: 'paragraph',
    text: 'Every set of sales contains a few numbers that do not belong. A card might sell unusually high because two determined bidders chased it at auction, or unusually low because a listing had a misspelled title, poor photos or ended at an awkward hour. Some sales are never completed, and on some platforms an accepted offer shows the original asking price even though the buyer paid less. Treat any single sale far from the rest with suspicion, and never build your price around the one record result you happen to like.',
  },
  {
    type: 'paragraph',
    text: 'A practical approach is to collect five to ten recent comparable sales, remove the highest and lowest if they stand apart, and look at where the rest cluster. If there are very few sales, widen your view carefully: look a little further back in time, or at neighboring grades, and adjust rather than copying those numbers directly. For rare cards with only a handful of sales a year, accept that any price is an estimate and leave room for negotiation.',
  },
  { type: 'heading', text: 'Keep an eye on timing and trend' },
  {
    type: 'paragraph',
    text: "A sale from last week usually tells you more than one from last year. Prices for sports cards can rise or fall with a player's season, and trading card game singles respond to new sets, competitive play and reprints. When you gather comparable sales, note the dates and look for direction: are recent sales consistently higher or lower than older ones? If the trend is clearly moving, weight the newest sales more heavily. If the market is flat, a wider window of sales gives you a steadier, more trustworthy average.",
  },
  { type: 'heading', text: 'Pin down condition before you compare' },
  {
    type: 'paragraph',
    text: 'Sold listings only help once you know which ones match your card, and that depends on an honest read of its condition. Gradewise gives you that read from ten photos of your card. For one credit, a real grader returns an anticipated grade and a ceiling grade, front and back centering, an estimate of both raw and graded value, and the specific issues found, such as corner whitening or surface scratching, usually within one to two hours. It is an estimate, not an official grade, but it tells you which sales to compare against and whether grading first could be worth it.',
  },
];

export default { ...summary, content } satisfies Article;
