import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'raw-vs-graded-cards-pricing-explained',
  title: 'Raw vs Graded Cards: Why Prices Differ and How to Compare Them',
  displayTitle: 'Raw vs Graded Card Prices Explained',
  date: '2025-06-30',
  description:
    'Why graded cards usually sell for more than raw copies, how the premium changes from grade to grade, and how to compare raw and graded prices fairly.',
  keywords: [
    'raw vs graded cards',
    'graded card prices',
    'raw card value',
    'grading premium',
    'card price comparison',
    'sold listings',
  ],
  topic: 'investing',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Search for almost any sought-after card and you will find the same card listed at very different prices: a raw copy in a top loader for one amount, and slabbed copies at several grades for much more. Those prices are not arbitrary. They reflect what buyers know, what they have to guess, and how much a particular grade is worth to them. Once you understand why the gap exists, you can compare raw and graded prices properly and avoid the most common valuation mistakes.',
  },
  { type: 'heading', text: 'Why graded copies sell for more' },
  {
    type: 'paragraph',
    text: 'A graded card removes most of the uncertainty from a purchase. The buyer knows the card is authentic, knows the condition in a standard language, and can usually check the certification number online. A raw card bought from a photo can hide a soft corner, a faint crease or a surface scratch that did not show up on screen. Buyers pay extra to avoid that risk, and that extra is a large part of what people call the grading premium.',
  },
  {
    type: 'list',
    items: [
      'Trust: authenticity has been checked and the holder is tamper-evident.',
      'Clarity: the condition is stated as a number buyers recognise.',
      'Liquidity: graded cards are easier to sell quickly, especially online.',
      'Protection: the holder keeps the card in the condition it was graded in.',
    ],
  },
  { type: 'heading', text: 'The premium is not the same at every grade' },
  {
    type: 'paragraph',
    text: 'The difference between raw and graded prices depends heavily on the grade. At lower and middle grades, a graded copy may sell for only a little more than a raw one, sometimes less once you count what it cost to grade. At the top of the scale, the premium can be dramatic, because very few copies reach it and many buyers specifically want the best example. The curve usually gets steeper near the top, so the jump between the two highest grades can be larger than several of the steps below it put together.',
  },
  {
    type: 'paragraph',
    text: 'This is also why two graded copies with the same number can differ in price. The grading company, the look of the card within its grade, and, where a company shows them, subgrades all nudge the price. Eye appeal matters: a sharply centered 9 can sell above a visibly off-center one. Older holders from a company, or labels that collectors find particularly attractive, can carry a small premium of their own. When you research prices, glance at the photos of each sale rather than only the grade in the title.',
  },
  { type: 'heading', text: 'What a raw price really represents' },
  {
    type: 'paragraph',
    text: 'A raw sale price is an average over uncertainty. When someone buys a raw card described as near mint, they are paying for a spread of possible outcomes, from a card that would grade very highly to one that would grade several steps lower. Raw prices for popular cards therefore tend to sit somewhere between the graded prices of the middle and upper grades. Sellers of obviously pristine raw cards often grade them, which leaves a raw market with a slightly lower average condition than you might expect.',
  },
  { type: 'heading', text: 'How to compare prices fairly' },
  {
    type: 'paragraph',
    text: 'Good price research starts with sold prices, not asking prices. An asking price is only a hope; a completed sale is evidence. Then keep every comparison like for like:\n- The same card, including the exact set, number and parallel\n- The same grading company and the same grade\n- Recent sales, ideally several of them over a few weeks or months\n- Similar sale formats, since auctions and fixed-price listings can differ',
  },
  {
    type: 'paragraph',
    text: 'Ignore a single very high or very low sale unless you can see why it happened; one unusual result can come from a shill bid, a mislabelled listing or a buyer in a hurry. Look at the cluster of typical prices instead. For raw cards, judge condition from the photos as carefully as you can, because listings describing cards as mint are often generous.',
  },
  { type: 'heading', text: 'When grading does not add value' },
  {
    type: 'paragraph',
    text: 'Grading is not a value machine. For common cards, the graded price at realistic grades often falls below raw value plus the cost of grading. For a card with a visible flaw, the grade will record that flaw permanently, and some buyers would rather take a chance on a raw copy. And for cards where huge numbers have already been graded at the top level, the premium for a high grade can be modest. Population reports from the grading companies help you see how crowded each grade is.',
  },
  {
    type: 'paragraph',
    text: 'The practical rule is to compare the raw price with the graded price at the grade your card is likely to receive, after all costs, rather than with the price at the grade you hope for. If that likely-grade price, minus fees, shipping and selling costs, still beats the raw price clearly, grading makes sense. If it only works at the best possible outcome, selling raw or simply keeping the card is often the smarter move.',
  },
  { type: 'heading', text: 'See both values for your own card' },
  {
    type: 'paragraph',
    text: 'Gradewise puts the raw and graded numbers side by side for the card you actually own. Take ten photos, front, back and all eight corners, and spend one credit. A real grader returns an anticipated grade and a ceiling grade, front and back centering, the issues that hold the card back, and estimates of its raw value and its graded value. Most results come back in one to two hours, and nothing has to be mailed.',
  },
  {
    type: 'paragraph',
    text: 'The estimate is not an official grade, but it gives you the likely grade to plug into your price comparison, which is the piece most collectors have to guess. With that in hand you can decide whether to grade, sell raw or hold, and you can spot quickly when a raw listing is priced as if it were already a top grade. Credits are $4.49 each, or cheaper in a pack of five.',
  },
];

export default { ...summary, content } satisfies Article;
