import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'is-it-worth-grading-your-card',
  title: 'Is It Worth Grading Your Card? How to Decide Before You Pay',
  displayTitle: 'Is It Worth Grading Your Card?',
  date: '2025-06-30',
  description:
    'A practical way to decide whether grading a card pays off: compare raw and graded values, add up every fee, weigh turnaround and be honest about the likely grade.',
  keywords: [
    'is it worth grading',
    'should i grade my card',
    'card grading cost',
    'raw vs graded value',
    'grading fees',
    'card grading decision',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Grading can turn a nice card into a much more valuable one, and it can also turn a perfectly good card into a small loss. The difference lies in a few numbers you can work out before you send anything: what the card is worth raw, what it would be worth at the grade it is likely to get, what grading will cost in total, and how long your money will be tied up. Here is a simple way to think it through, card by card.',
  },
  { type: 'heading', text: 'Start with the value spread' },
  {
    type: 'paragraph',
    text: 'The core question is how much more the card sells for graded than raw. Look up recent sold prices, not asking prices, for the raw card in comparable condition and for graded copies at each of the grades your card could realistically receive. For many cards the spread is small at middle grades and large only at the very top. A card that sells for roughly the same raw as it does in a mid-grade holder gains little from grading unless it reaches the highest tiers.',
  },
  {
    type: 'paragraph',
    text: 'Pay attention to how steep the curve is. For a popular card, the step from a 9 to a 10 can be the biggest jump on the whole scale, while the step from a 7 to an 8 may barely cover the fee. Your decision depends far more on the grade you are likely to get than on the best grade you can imagine.',
  },
  { type: 'heading', text: 'Add up every cost' },
  {
    type: 'paragraph',
    text: "The grading fee is only one part of the bill. Fees vary by company and service level, and faster or higher-value services cost more; some companies also tie the fee to the card's declared value, so an expensive card can cost considerably more to grade than a cheap one. On top of that, budget for the extras:\n- Shipping to the grading company, with tracking and insurance\n- Return shipping and insurance, which is often charged separately\n- Any membership or subscription needed for certain service levels\n- Supplies such as sleeves, semi-rigid holders and packing materials\n- Selling fees, if you plan to sell the graded card afterwards",
  },
  {
    type: 'paragraph',
    text: 'Divide the shared costs across the cards in your submission. Sending several cards together spreads shipping over more value, which is one reason collectors often wait until they have a batch worth sending rather than grading a single modest card. Once everything is totalled, write the all-in cost per card next to its expected value spread. That one comparison settles most decisions, and it stops a handful of small extras from quietly eating the profit on a card that only just looked worth sending.',
  },
  { type: 'heading', text: 'Be honest about the likely grade' },
  {
    type: 'paragraph',
    text: 'Most disappointing submissions come from optimism rather than bad luck. Cards straight from a pack are not automatically gem mint; factory centering, print lines and edge chipping affect many of them. Inspect the card under bright, angled light, measure centering on both sides and check every corner and edge. Then think in terms of a likely grade and a best case, not a single hoped-for number. If the numbers only work at the very top grade, treat the card as a gamble and size the risk accordingly.',
  },
  {
    type: 'paragraph',
    text: 'A useful test is to work out what happens if the card grades one step lower than you expect. If grading still roughly breaks even at that grade, the decision is comfortable. If it loses money, you are betting on a best case that may not arrive. There is nothing wrong with that bet on one special card, but making it across a whole stack of submissions is how collectors end up paying more in fees than the grades ever returned.',
  },
  { type: 'heading', text: 'Factor in turnaround' },
  {
    type: 'paragraph',
    text: "Grading is not instant. Depending on the company, the service level and how busy the market is, a submission can take anywhere from days to months to come back. While it is away, you cannot sell the card, and its market price can move in either direction. For a card tied to a player's hot streak or a new game release, a long wait can erase the premium you were hoping to capture. For a stable vintage card, waiting matters much less.",
  },
  { type: 'heading', text: 'Reasons to grade beyond profit' },
  {
    type: 'paragraph',
    text: 'Not every good reason to grade shows up on a spreadsheet. A sealed holder protects a card from handling and makes it easy to display. Authentication reassures you and any future buyer that a card is genuine, which matters for expensive cards and for those commonly counterfeited. Some collectors grade to fill a registry set or simply to preserve a card with personal meaning. Those are valid choices; just make them knowingly, aware of what the grading will cost against what it adds.',
  },
  {
    type: 'list',
    items: [
      'Grade when the spread at the likely grade clearly beats the total cost.',
      'Consider grading for authentication when a card is valuable or often faked.',
      'Think twice when the card only pays off at a perfect grade.',
      'Keep it raw when the graded and raw prices are close at realistic grades.',
    ],
  },
  { type: 'heading', text: 'Get the numbers before you decide' },
  {
    type: 'paragraph',
    text: "Gradewise is built for exactly this decision. You photograph the card, ten photos covering the front, the back and every corner, and spend one credit, which is $4.49 on its own or less when you buy five. A real grader returns an anticipated grade and a ceiling grade, front and back centering, the issues found, and an estimate of the card's raw and graded value. Most results are back in one to two hours.",
  },
  {
    type: 'paragraph',
    text: 'With a likely grade, a best case and both values in front of you, the grading math becomes simple. It is an estimate, not an official grade, and nothing is mailed, but for the price of a credit you can avoid paying full grading fees on a card that was never going to come back where you hoped.',
  },
];

export default { ...summary, content } satisfies Article;
