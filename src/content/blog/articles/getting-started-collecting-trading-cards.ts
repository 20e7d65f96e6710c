import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'getting-started-collecting-trading-cards',
  title: "Getting Started Collecting Trading Cards: A Beginner's Guide",
  displayTitle: 'Getting Started Collecting Trading Cards',
  date: '2025-06-30',
  description:
    'A first guide to collecting trading cards: choosing what to collect, setting a budget, where to buy safely and how to look after your cards from day one.',
  keywords: [
    'start collecting trading cards',
    'beginner card collecting',
    'how to collect cards',
    'card collecting budget',
    'where to buy trading cards',
    'card storage basics',
  ],
  topic: 'collecting',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Trading cards are one of the easiest hobbies to start and one of the easiest to get lost in. A single pack costs little, yet the range of sports, games, sets and price levels is enormous. A bit of planning at the beginning makes the hobby more fun and much cheaper: knowing what you want to collect, how much you want to spend, where to buy and how to keep your cards in good shape. This guide covers those first steps.',
  },
  { type: 'heading', text: 'Decide what you want to collect' },
  {
    type: 'paragraph',
    text: 'The most satisfying collections have a focus. Start with what you already enjoy: a sport and a favourite team or player, or a game such as Pokémon, Magic: The Gathering or Yu-Gi-Oh!. From there, pick a direction that suits you. Some collectors chase one complete set, others gather every card of a single player or character, and others collect by artist, era or theme. You can always change course later, but a clear goal stops you from buying everything that looks interesting.',
  },
  {
    type: 'paragraph',
    text: 'The official sites are good places to learn what has been released, including set names and product types: https://www.pokemon.com for Pokémon, https://magic.wizards.com for Magic: The Gathering and https://www.yugioh-card.com for Yu-Gi-Oh!. For sports cards, checklists published by the card manufacturers and hobby price guides help you see what exists in a given year. Spend an evening browsing before you spend any money; knowing which sets and cards exist makes it much easier to recognise a fair deal, and a reprint or promo, when you see one.',
  },
  { type: 'heading', text: 'Set a budget you are comfortable with' },
  {
    type: 'paragraph',
    text: 'Decide on a monthly amount before you start, and treat it as money for enjoyment rather than an investment. Opening packs is exciting, but it is a gamble: the expected value of a pack is usually below its price, and buying the specific single cards you want is nearly always cheaper than trying to pull them. A simple split works well for many beginners:\n- A small share for opening packs, purely for fun\n- Most of the budget for singles that fit your collection\n- A little for supplies like sleeves, top loaders and a binder',
  },
  { type: 'heading', text: 'Where to buy cards' },
  {
    type: 'paragraph',
    text: "Local game and hobby shops are a great first stop: you can see cards in person, ask questions and meet other collectors. Card shows bring many sellers together, which makes comparing prices and condition easy. Online marketplaces give you the widest choice, but you are buying from photos, so look for clear, well-lit images of the front and back, read the seller's feedback and check sold prices before you commit. Retail stores sell sealed product, which is fine for opening but rarely the place to find specific cards.",
  },
  {
    type: 'list',
    items: [
      'Compare the listing against recent sold prices, not other asking prices.',
      'Ask for extra photos of corners and the back if the listing lacks them.',
      'Be wary of prices that seem far too good for a popular card, as counterfeits exist.',
      'Pay with methods that offer buyer protection.',
    ],
  },
  { type: 'heading', text: 'Look after your cards from day one' },
  {
    type: 'paragraph',
    text: 'Good habits cost little and protect value. Handle cards by the edges with clean, dry hands. Put anything you care about into a soft penny sleeve straight away, and move better cards into a top loader or a semi-rigid holder. For sets, use binder pages that are acid-free and free of PVC, and avoid rings that press into the cards nearest the spine. Store bulk cards upright in purpose-made boxes, snug but not tight, and never wrap stacks in rubber bands.',
  },
  {
    type: 'paragraph',
    text: 'Where you keep cards matters too. Aim for a cool, dry, dark place with relative humidity of around 35% to 50%, away from radiators, windows, damp basements and hot attics. Too much moisture leads to curling and warping, while direct sunlight fades colours over time. A cheap hygrometer will tell you whether a cupboard or room is suitable. Keep boxes off the floor in case of leaks, and let cards brought in from a cold car or porch reach room temperature before you open their box, so condensation does not form on them.',
  },
  { type: 'heading', text: 'Keep records and learn as you go' },
  {
    type: 'paragraph',
    text: 'A simple spreadsheet or collection app, listing each card with its set, number, condition and what you paid, helps you avoid duplicates and see how your collection grows. It also makes insurance easier later. Once a collection is worth more than about 5,000 to 10,000 dollars, it is worth asking whether your home policy covers it or whether a separate collectibles policy makes sense. Along the way, learn to judge condition: look at centering, corners, edges and surface on every card you buy.',
  },
  { type: 'heading', text: 'When a card looks special, check it before grading' },
  {
    type: 'paragraph',
    text: "Sooner or later you will pull or buy a card that seems worth grading. Before you pay grading fees, Gradewise can give you a grader's view from photos. Take ten photos, front, back and all eight corners, and spend one credit. A real grader returns an anticipated grade and a ceiling grade, front and back centering, the issues they found and estimates of the raw and graded value, usually within one to two hours.",
  },
  {
    type: 'paragraph',
    text: 'It is an estimate rather than an official grade, and nothing is mailed, so it is an easy and inexpensive way to learn how graders judge condition. Many new collectors also use the free centering tool on the site to practise measuring centering on their own cards, which quickly trains the eye for what a top-grade card looks like. The Help page explains how to take clear photos with an ordinary phone.',
  },
];

export default { ...summary, content } satisfies Article;
