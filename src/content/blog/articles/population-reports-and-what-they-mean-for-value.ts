import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'population-reports-and-what-they-mean-for-value',
  title: 'Population Reports Explained: What Pop Counts Mean for Card Value',
  displayTitle: 'Population Reports and What They Mean for Value',
  date: '2025-06-30',
  description:
    'What grading population reports count, how scarcity at a grade affects price, and the caveats, such as crossovers and resubmissions, to keep in mind.',
  keywords: [
    'population report',
    'pop report',
    'graded card scarcity',
    'top pop',
    'card value',
    'psa population',
    'crossover grading',
  ],
  topic: 'investing',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "Browse graded card listings for long and you will see phrases like 'pop 12' or 'only three higher'. These refer to population reports, the running counts that grading companies publish of every card they have graded, broken down by grade. Pop reports are one of the most useful research tools in the hobby, because they hint at how scarce a card really is in top condition. They are also easy to misread. Understanding what they count, and what they leave out, will help you judge prices more sensibly.",
  },
  { type: 'heading', text: 'What a population report counts' },
  {
    type: 'paragraph',
    text: "A population report lists, for each specific card, how many copies a grading company has graded at each grade. A typical entry might show that a company has graded a certain rookie card a few thousand times, with most copies landing in the middle grades, a smaller number at 9 and only a handful at 10. Variations and parallels are usually listed separately, and some companies also record qualifiers or half grades. Most major grading companies publish this data on their websites; PSA's, for example, can be explored through https://www.psacard.com.",
  },
  {
    type: 'paragraph',
    text: "Each company's report only covers the cards that company has graded. A card's PSA population tells you nothing directly about how many copies Beckett, SGC or CGC have graded, so anyone trying to estimate the total graded supply has to look at several reports and add them together. Even then, the total only describes graded copies, which leads to the most important caveat of all.",
  },
  { type: 'heading', text: 'What pop reports do not tell you' },
  {
    type: 'list',
    items: [
      'How many raw copies exist, sitting in binders, boxes and unopened packs.',
      'How many copies were printed, which manufacturers often do not disclose.',
      'How many graded copies have since been damaged, lost or cracked out of their holders.',
      'How many collectors actually want the card, which is the other half of any price.',
    ],
  },
  {
    type: 'paragraph',
    text: "A low population can mean a card is genuinely scarce, or simply that few people have bothered to grade it because it is not worth much. Many cheaper cards have tiny pops because the grading fee would exceed the card's value. Scarcity only turns into value when it meets demand. A pop of five for an obscure player may mean little, while a pop of several hundred for a much-loved rookie can still support a strong price.",
  },
  { type: 'heading', text: 'How scarcity at a grade affects price' },
  {
    type: 'paragraph',
    text: "Where pop reports really matter is in the top grades. For popular cards, the price gap between a 9 and a 10 can be large, partly because collectors chasing the best copy compete for very few examples. If thousands of copies have been graded but only a small fraction reached a 10, those 10s tend to command a premium. A card with no copies graded higher, sometimes called 'top pop', can attract collectors who want the finest known example. This effect is strongest for iconic cards and weaker for everyday ones.",
  },
  {
    type: 'paragraph',
    text: "The ratio between grades is often more revealing than any single number. If a card's 10s make up a large share of all graded copies, the card is probably easy to find in top condition, and a 10 may not carry a huge premium. If 10s are rare relative to 9s, the opposite is likely. Looking at this ratio also tells you how demanding a card is to grade well, which is helpful if you are deciding whether to submit raw copies of your own.",
  },
  { type: 'heading', text: 'Crossovers, resubmissions and changing numbers' },
  {
    type: 'paragraph',
    text: "Pop counts can overstate how many distinct cards exist. When a collector cracks a card out of its holder and resubmits it, hoping for a higher grade, the card may be counted again. Unless the old label is returned to the company so the earlier entry can be removed, one physical card can appear twice or more. Crossovers, where a card graded by one company is submitted to another, can likewise appear in two companies' reports. For high-value cards that are often resubmitted, the reported count may be noticeably higher than the real number of copies.",
  },
  {
    type: 'paragraph',
    text: 'Pop reports are also moving targets. Every time a large batch of a card is graded, the numbers rise, and a card that was top pop last year may share that status with several others today. Modern cards in particular can see their populations climb quickly while they are still being opened and submitted. Treat a pop count as a snapshot, check it again before paying a scarcity premium, and remember that a price built on a tiny population can fall if more high-grade copies appear.',
  },
  { type: 'heading', text: 'Using pop reports wisely' },
  {
    type: 'paragraph',
    text: 'Use population data together with recent sold prices, not instead of them. Check reports from every major grading company, look at the spread across grades rather than only the top, and consider how many raw copies might still be out there waiting to be graded. Above all, remember that a pop report describes supply at a grade. Price still depends on how many collectors want that card, and on the condition of the specific copy in front of you.',
  },
  { type: 'heading', text: 'See where your card might land' },
  {
    type: 'paragraph',
    text: 'Pop reports are most useful when you have a sense of the grade your own card might reach. Gradewise gives you that estimate from ten photos: for one credit, a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates, and any issues found, usually within one to two hours. It is not an official grade, but pairing it with population data shows whether your card could land in a scarce, valuable tier or in a crowded one, before you pay to grade it.',
  },
];

export default { ...summary, content } satisfies Article;
