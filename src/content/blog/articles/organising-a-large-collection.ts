import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'organising-a-large-collection',
  title: 'Organising a Large Card Collection: Sorting, Storage and Inventory',
  displayTitle: 'Organising a Large Collection',
  date: '2025-06-30',
  description:
    'Turn thousands of cards into an organised collection: pick a sorting system, choose binders or boxes, label everything and keep a simple inventory.',
  keywords: [
    'organising card collection',
    'sorting trading cards',
    'card binders vs boxes',
    'card storage boxes',
    'labelling card boxes',
    'card inventory',
  ],
  topic: 'collecting',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Every large collection starts as a small one that grew faster than its owner planned. A few boxes become a cupboard full, and finding a particular card means an afternoon of digging. Organising thousands of cards can feel overwhelming, but it is really a series of simple decisions made once and then applied consistently. Get those decisions right and your collection becomes easier to enjoy, easier to sell from, and safer, because every card is handled less.',
  },
  { type: 'heading', text: 'Pick a sorting system that fits how you collect' },
  {
    type: 'paragraph',
    text: 'There is no single right way to sort cards, only the way that matches how you look for them. Set collectors usually sort by set and then card number, so they can see gaps at a glance. Player and character collectors sort by name. Team collectors sort by team and then by year. Players of trading card games often sort by colour, type or format. Whichever you pick, write it down, because a system kept only in your head tends to drift over time.',
  },
  {
    type: 'paragraph',
    text: 'Most large collections also benefit from sorting by value. Split your cards into tiers: bulk and duplicates, cards worth keeping safe, and your most valuable cards. Each tier gets different storage, and valuable cards are kept apart so they are not handled every time you dig through commons. A small group of top cards in a locked case is much easier to protect, check and insure than the same cards scattered across a dozen boxes.',
  },
  { type: 'heading', text: 'Binders or boxes?' },
  {
    type: 'paragraph',
    text: 'Binders are ideal for sets and for cards you want to look through often. Nine-pocket pages show a whole page of cards at once, and a completed set in a binder is a pleasure to browse. Choose PVC-free pages, preferably side-loading so cards cannot slide out, and D-ring binders, which keep pages flat; round rings can press on the cards nearest the spine. Store binders upright, and do not overfill them, as stuffed binders bend pages and cards.',
  },
  {
    type: 'paragraph',
    text: 'Boxes are better for volume. Cardboard storage boxes made for cards are sold by capacity, from a few hundred to several thousand cards, and they stack neatly. Long row boxes work well for large sorted runs, and smaller boxes suit sets or players you pull from regularly. Keep cards upright and snug but not crammed, and use dividers to separate sections. Top-loaded cards need wider boxes sized for top loaders.',
  },
  { type: 'heading', text: 'Label everything' },
  {
    type: 'paragraph',
    text: 'Labels are what make an organised collection usable. Give each box and binder a short, unique code, such as B01, B02 or BIND-03, and write it on the end that faces out when the box is on the shelf. Inside, use divider cards with tabs to mark sections, such as set names, card number ranges or letters of the alphabet. Printed labels stay legible longer than handwriting and are easier to redo when contents change.',
  },
  {
    type: 'list',
    items: [
      'Box or binder code, for example B07',
      'Contents summary, such as a set name and card number range, or a player and years',
      'Value tier, so you know which boxes need the most care',
      'Date last updated, so you know whether the label still matches the contents',
    ],
  },
  { type: 'heading', text: 'Keep a simple inventory' },
  {
    type: 'paragraph',
    text: 'You do not need to log every common card, but anything of value deserves a line in an inventory. A spreadsheet or a collection app both work. The column that pays off most in a large collection is location: record the box or binder code, and even a row or page number, for each card. Then finding a card takes seconds rather than an afternoon, and you avoid wear from repeatedly digging through the same boxes.',
  },
  {
    type: 'paragraph',
    text: 'Add set, number, name, variant, condition or grade, certification number for graded cards, what you paid and a current value. Back the file up somewhere other than your home computer. An inventory also makes insurance and selling much easier, and it helps you see duplicates you could trade away. When you eventually sell, a buyer will value a complete, accurate list far more than a box of unsorted cards.',
  },
  { type: 'heading', text: 'Make it a routine, not a project' },
  {
    type: 'paragraph',
    text: 'The biggest risk to an organised collection is the pile of new cards that never gets put away. Set up a small intake routine and use it every time:\n- Keep one tray or box for new arrivals, and nowhere else.\n- Sort and file them in a single session each week or after each break.\n- Add anything of value to the inventory as you file it.\n- Sleeve potential grading candidates straight away and set them aside.\nOnce a year, review the whole collection, update values and labels, and decide what to sell, trade or grade.',
  },
  { type: 'heading', text: 'Find the grading candidates in your boxes' },
  {
    type: 'paragraph',
    text: 'Organising a large collection usually turns up a few cards that might be worth grading. Before you pay grading fees on them, Gradewise can give you a grader’s view from photos alone. Take ten photos of the front, back and eight corners, use one credit, and a human grader sends back an anticipated grade, a ceiling grade, front and back centering, estimated raw and graded values and any issues found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'The five-credit pack makes sense when you have a handful of candidates to check. The results are estimates rather than official grades, but adding them to your inventory shows which cards deserve a place in your top tier and a trip to a grading company. Check your best candidates with the free centering tool first, since centering is one of the quickest ways to rule a card in or out.',
  },
];

export default { ...summary, content } satisfies Article;
