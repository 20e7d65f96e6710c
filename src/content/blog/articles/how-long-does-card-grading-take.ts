import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-long-does-card-grading-take',
  title: 'How Long Does Card Grading Take? Turnaround Times Explained',
  displayTitle: 'How Long Does Card Grading Take?',
  date: '2025-07-02',
  description:
    'Why card grading can take days or months, what happens to a card while it is away, how service levels work, and how to plan your submission around the wait.',
  keywords: [
    'card grading turnaround',
    'how long does grading take',
    'grading service levels',
    'grading wait times',
    'grading backlog',
    'grade estimate',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'The honest answer to how long grading takes is that it depends, sometimes by a wide margin. The same company can return one order within days and another within months, depending on the service level chosen and how busy things are when the cards arrive. Rather than chasing a single number, it is more useful to understand what happens during a submission, why the time varies, and how to plan around it. That way the wait never catches you out.',
  },
  { type: 'heading', text: 'What happens while your cards are away' },
  {
    type: 'paragraph',
    text: 'A submission passes through several stages, and the total time is the sum of all of them, not just the grading itself. Typical steps look like this:\n- Shipping to the grading company\n- Arrival, unpacking and logging each card against your order\n- Research to confirm the exact card, set and variation\n- Grading and authentication\n- Quality control and encapsulation in a sealed holder\n- Final checks, packing and return shipping',
  },
  {
    type: 'paragraph',
    text: 'Companies often quote turnaround from the point your order is logged in, not from the day you post the package, and return shipping is extra. When you estimate how long you will be without a card, add the days in transit on both ends, plus some slack in case a step is slower than usual. Holidays and peak postal seasons can add several days in each direction on their own.',
  },
  { type: 'heading', text: 'How service levels change the timing' },
  {
    type: 'paragraph',
    text: "Most grading companies offer several service levels. The cheaper bulk or value tiers usually have the longest estimated turnaround, while faster tiers cost more per card. Higher tiers are often also required for cards with higher declared values, so an expensive card may automatically land in a faster and pricier service. The published times are estimates rather than guarantees, and companies update both their tiers and their estimates from time to time, so check the current figures on the company's website before you choose.",
  },
  {
    type: 'paragraph',
    text: 'Paying for speed makes sense when timing matters, such as selling into a rising market or getting a card back for a specific event. For a card you plan to keep for years, a slower, cheaper tier is often the better deal. The money saved can go towards grading another card, and a few extra weeks make no difference to a card that will sit in your collection anyway.',
  },
  { type: 'heading', text: 'Why turnaround times vary so much' },
  {
    type: 'paragraph',
    text: 'Grading is skilled manual work, and every company has a limited number of trained graders. When submissions surge, queues grow faster than capacity can follow. Surges tend to follow excitement in the hobby: a popular new release, a breakout player, a wave of new collectors, or a run of headline sales. Queues can also grow when a company launches a promotion, changes its prices or reopens a service that had been paused. Quieter periods bring times back down.',
  },
  {
    type: 'list',
    items: [
      'Submission volume across the hobby at the time your cards arrive.',
      'The service level and declared value you chose.',
      'Extra services, such as autograph authentication or crossover reviews.',
      'Problems with an order, like a card that does not match its description.',
    ],
  },
  { type: 'heading', text: 'Keeping track of an order' },
  {
    type: 'paragraph',
    text: "Once your package is delivered, most companies let you follow the order online as it moves through each stage, and many post the grades on your account before the cards are shipped back. It is worth checking your account regularly rather than waiting for the box to arrive, because grades appearing online is often the first sign your order is nearly done. If an order seems stuck in one stage far longer than the company's estimate, contact customer service with your order number rather than sending repeated messages through several channels.",
  },
  { type: 'heading', text: 'Planning around the wait' },
  {
    type: 'paragraph',
    text: 'Treat turnaround as part of the cost of grading. While a card is away, you cannot sell it, trade it or show it off, and its market price can move in either direction. For cards tied to short-lived hype, a long wait can turn a profitable idea into a loss, so weigh a faster tier against the premium you hope to capture. For stable cards, patience usually costs little. Batch cards together where you can, because one larger submission spreads shipping costs and means fewer packages in transit.',
  },
  {
    type: 'paragraph',
    text: 'Most importantly, make the decision to submit carefully. Once a card is in the queue, you cannot easily change your mind, and waiting weeks only to learn that a card came back a grade or two lower than you expected is the most frustrating outcome of all. A little extra checking before the box is sealed is far cheaper than a long wait for a disappointing result.',
  },
  { type: 'heading', text: 'Decide first, in hours rather than weeks' },
  {
    type: 'paragraph',
    text: 'A photo-based estimate lets you do the deciding before the waiting begins. With Gradewise, you take ten photos of your card, covering the front, the back and all eight corners, and spend one credit. A real grader reviews them and returns an anticipated grade, a ceiling grade, front and back centering, the issues found and raw and graded value estimates. Most results come back in one to two hours, and even at the busiest times within about twelve.',
  },
  {
    type: 'paragraph',
    text: 'Nothing is mailed, so your card stays with you while you decide. The estimate is not an official grade and does not replace one, but it helps you choose which cards are worth the long wait, and which service level makes sense for each, before you commit money and time to a submission. A single credit costs $4.49, and a pack of five brings the price per card down if you are checking a whole batch.',
  },
];

export default { ...summary, content } satisfies Article;
