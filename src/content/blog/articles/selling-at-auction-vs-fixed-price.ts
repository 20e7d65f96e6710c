import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'selling-at-auction-vs-fixed-price',
  title: 'Selling Cards at Auction vs Fixed Price: Which Format Pays More?',
  displayTitle: 'Selling at Auction vs Fixed Price',
  date: '2025-06-30',
  description:
    'When an auction gets the best price for a trading card, when a fixed-price listing works better, and how reserves, timing and fees fit in.',
  keywords: [
    'card auction',
    'fixed price listing',
    'selling trading cards',
    'auction reserve',
    'when to auction cards',
    'selling fees',
  ],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Once you have decided to sell a card, you face a quieter decision that can move the final price a long way: do you let buyers bid against each other, or do you name your price and wait? Neither format is always better. Auctions reward demand and urgency, while fixed-price listings reward patience and a well-researched price. The right choice depends on the card, how much demand it has, how confident you are in its value and how quickly you need the money. Here is how to decide.',
  },
  { type: 'heading', text: 'How the two formats differ' },
  {
    type: 'paragraph',
    text: "In an auction, you set a starting bid and a duration, and the card goes to the highest bidder when time runs out. The price is discovered by the market in real time, which means it can land well above your expectations or, if few people are watching, below them. In a fixed-price listing, often called 'buy it now', you set the price and the first buyer willing to pay it takes the card. Many platforms also let you accept offers, which turns a fixed-price listing into a slow, private negotiation.",
  },
  {
    type: 'paragraph',
    text: 'The core trade-off is control against speed. An auction guarantees a sale by a known date, assuming at least one bid, but gives up control over the price. A fixed-price listing keeps control over the price but gives up control over timing. Your card may sell in an hour, or sit for months if your price is ambitious. Understanding which of those you care about more for a given card is half the decision.',
  },
  { type: 'heading', text: 'When an auction makes sense' },
  {
    type: 'list',
    items: [
      'The card is in high demand and many collectors are actively searching for it.',
      'The card is scarce or unusual, so recent sales are thin and its true value is uncertain.',
      'The card is hot right now, thanks to a big game, a new set or news, and you want to sell while attention peaks.',
      'You want a guaranteed sale by a specific date rather than waiting for the right buyer.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Auctions shine when competition exists. Two collectors who both want a low-numbered parallel or a high-grade key card can push the price higher than any asking price you would have dared to set. They are also a good tool for price discovery: when there are few comparable sales, an auction lets the market tell you what a card is worth. The flip side is that an auction with only one interested bidder ends at, or near, the starting price.',
  },
  { type: 'heading', text: 'When a fixed price works better' },
  {
    type: 'paragraph',
    text: 'Fixed-price listings suit cards with a clear, well-established value: common graded cards, popular singles with plenty of recent sales, and anything where many identical copies are already listed. In these cases buyers know what the card is worth and will simply pick the cheapest fair copy, so an auction adds little. Fixed prices also suit sellers who are not in a hurry. Pricing slightly above the recent average and accepting reasonable offers often nets more than an auction that happens to end on a quiet evening.',
  },
  {
    type: 'paragraph',
    text: 'For lower-value cards, fixed price with combined shipping is usually the most efficient route. Buyers can add several cards to one order, which spreads your packing time and fees across more revenue. It also avoids the disappointment of a small auction that closes for less than the cost of postage and supplies. If a fixed-price card has not sold after a few weeks, check recent sales again before cutting the price; the market may have moved, or your photos and title may simply need work.',
  },
  { type: 'heading', text: 'Reserves and starting prices' },
  {
    type: 'paragraph',
    text: 'A low starting bid attracts watchers and early bids, which can build momentum, but it also means you could sell for that low price if interest is thin. A reserve price, where the platform offers one, protects you by refusing to complete the sale below a hidden minimum. Reserves often carry an extra fee and can discourage bidders who dislike not knowing whether the reserve has been met. A simpler alternative is to start the auction at the lowest price you would genuinely be happy to accept. That way every outcome is one you can live with.',
  },
  { type: 'heading', text: 'Timing and fees' },
  {
    type: 'paragraph',
    text: 'For auctions, when the listing ends matters more than when it starts, because much of the bidding often happens in the final minutes. Aim for an ending time when your likely buyers are awake and free, commonly an evening or a weekend in your main market, and avoid major holidays or big events that pull attention elsewhere. A seven-day auction gives the listing time to collect watchers, while shorter durations suit cards that are being talked about right now.',
  },
  {
    type: 'paragraph',
    text: "Fees can differ between formats and between platforms. Most marketplaces take a percentage of the final price and sometimes of shipping, and some charge for optional extras such as reserves, extra photos or promoted placement. Specialist auction houses commonly charge the seller a commission and add a buyer's premium on top of the winning bid, which bidders factor into what they offer. Read the current fee schedule before listing, and calculate your net for both formats rather than comparing headline prices.",
  },
  { type: 'heading', text: 'Set your price or your reserve with confidence' },
  {
    type: 'paragraph',
    text: 'Whichever format you choose, the decision depends on knowing what you are selling. Gradewise helps you set a sensible fixed price or a starting bid you can live with: upload ten photos, spend one credit, and a real grader returns an anticipated grade, a ceiling grade, front and back centering, raw and graded value estimates, and any issues found, usually within one to two hours. It is a photo-based estimate rather than an official grade, so you can also use it to decide whether the card should go to a grading company before you sell.',
  },
];

export default { ...summary, content } satisfies Article;
