import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'preparing-cards-before-submitting-for-grading',
  title: 'How to Prepare Cards Before Submitting Them for Grading',
  displayTitle: 'Preparing Cards for a Grading Submission',
  date: '2025-06-30',
  description:
    'Inspect, sleeve, pack and document your cards the right way before a grading submission, and avoid the mistakes that cost grades or get cards rejected.',
  keywords: [
    'prepare cards for grading',
    'grading submission',
    'semi-rigid card holder',
    'penny sleeves',
    'how to ship cards for grading',
    'grading paperwork',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A grading submission starts long before the package reaches the grading company. Which cards you choose, how you inspect and protect them, how you fill in the paperwork and how you pack the box all affect the outcome and the cost. Most of the problems collectors run into, from disappointing grades to delays and damaged cards, can be traced back to a rushed preparation. This guide walks through the process in the order you will actually do it.',
  },
  { type: 'heading', text: 'Choose the right cards' },
  {
    type: 'paragraph',
    text: 'Start with a shortlist rather than a stack. For each candidate, check recent sold prices raw and graded, and ask whether the card is likely to reach a grade that justifies the fee. Inspect under bright light, tilting the card so reflections run across the surface, and look at all eight corners and all four edges on both sides. Measure centering front and back. Any card with a crease, a clear dent or heavy whitening will be graded on that flaw, so think carefully before including it.',
  },
  {
    type: 'paragraph',
    text: 'Make a note of what you find for each card. Those notes become useful later when the grades come back, because they help you judge whether a result reflects something you missed or simply a strict reading of a borderline card. Over several submissions, comparing your notes with the results is one of the best ways to calibrate your eye and to stop paying to grade cards that were never going to reach the number you wanted.',
  },
  { type: 'heading', text: 'Handle and protect each card properly' },
  {
    type: 'paragraph',
    text: 'Wash and dry your hands, work on a clean, soft surface, and hold cards by their edges. Slide each card gently into a clean, new penny sleeve, long edge first, without forcing the corners. Then place the sleeved card into a semi-rigid holder. Many grading companies ask for semi-rigid holders rather than rigid top loaders or screw-down cases, because graders can remove cards from them easily and with less risk. Always check the submission guide of the company you use for its current requirements.',
  },
  {
    type: 'list',
    items: [
      'Use fresh, well-fitting penny sleeves with no dust or debris inside.',
      'Place the sleeved card in a semi-rigid holder, unless the company asks otherwise.',
      'Do not put tape on cards, sleeves or holders; graders need to slide cards out easily.',
      'Keep every card in the same orientation to make handling predictable.',
    ],
  },
  { type: 'heading', text: 'Get the paperwork right' },
  {
    type: 'paragraph',
    text: 'Most companies now take submissions through an online form, and accuracy matters. Each card needs a correct description: the year, the set or product, the card number, the player or character, and any parallel or variation. Mistakes can cause delays or a label that has to be corrected later. You will also choose a service level and usually state a declared value for each card, which affects both the fee and the insurance coverage, so set it honestly based on what you expect the card to be worth after grading.',
  },
  {
    type: 'paragraph',
    text: 'Keep your own records as well:\n- A list of every card in the order it appears on the form\n- Photos of the front and back of each card before it leaves\n- Your order number, tracking numbers and a copy of the submission form\n- Notes from your inspection, including any flaws you spotted',
  },
  { type: 'heading', text: 'Pack and ship with care' },
  {
    type: 'paragraph',
    text: 'Stack the holders in the same order as your paperwork, then sandwich the stack between two pieces of stiff cardboard cut slightly larger than the cards and secure it with rubber bands around the cardboard, not around the cards themselves. Put the bundle in a sturdy box with padding on every side so nothing can move when you shake it. Ship with tracking, and insure the package for its value; for expensive submissions, check what the carrier will actually cover for collectibles.',
  },
  { type: 'heading', text: 'What not to do' },
  {
    type: 'paragraph',
    text: 'Some well-meant shortcuts do more harm than good. Do not try to clean a card with liquids, erasers or chemicals, and do not press, flatten, trim or recolour a card to improve it. Graders are trained to spot alterations, and an altered card may be returned ungraded or labelled as altered, which usually hurts its value far more than the flaw you were trying to fix. Avoid oversized sleeves that let cards slide around, and do not send cards in screw-down cases or stuffed into a single sleeve together.',
  },
  {
    type: 'paragraph',
    text: 'Finally, do not leave preparation to the last minute. A rushed evening of sleeving and packing is when corners get knocked, cards get listed in the wrong order and values get mistyped. Give yourself time, and double-check the form against the stack before sealing the box. Count the cards, confirm every declared value, and make sure the return address and contact details are correct, because a small typo can hold up a whole order once it has arrived.',
  },
  { type: 'heading', text: 'Check each card before it goes in the box' },
  {
    type: 'paragraph',
    text: 'The most valuable part of preparation is picking the right cards, and Gradewise helps with exactly that step. Photograph a candidate, ten photos covering the front, the back and all eight corners, and spend one credit. A real grader returns an anticipated grade and a ceiling grade, front and back centering, the issues they found, and estimates of raw and graded value, typically within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is an estimate, not an official grade, and the card never leaves your desk. But it gives you a second opinion on each card before you fill in the form and set a declared value, so the cards that go into the box are the ones most likely to come back where you hoped. For a quick centering check, try the free centering tool first.',
  },
];

export default { ...summary, content } satisfies Article;
