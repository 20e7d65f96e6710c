import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-get-started-with-yu-gi-oh-card-collecting',
  title: 'How to Get Started With Yu-Gi-Oh! Card Collecting',
  displayTitle: 'Getting Started With Yu-Gi-Oh! Collecting',
  date: '2025-06-30',
  description:
    'A practical introduction to collecting Yu-Gi-Oh! cards: how sets and products work, rarities and editions, where to buy and how to look after your cards.',
  keywords: [
    'yu-gi-oh card collecting',
    'yugioh for beginners',
    'yugioh sets',
    'where to buy yugioh cards',
    'yugioh card care',
    'yugioh sleeves',
  ],
  topic: 'yugioh',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Yu-Gi-Oh! began as a manga and anime in Japan, and its card game, published by Konami, reached English-speaking players in the early 2000s. Since then it has built one of the biggest and most dedicated followings in the hobby. Collectors love it for its striking monsters, its long history of iconic cards and its remarkable range of foil finishes. If you are just starting out, or returning after years away, the sheer number of products can feel overwhelming. This guide covers the essentials so you can start collecting with confidence.',
  },
  { type: 'heading', text: 'How Yu-Gi-Oh! sets and products are organized' },
  {
    type: 'paragraph',
    text: 'The game is released in two main regions: the Official Card Game (OCG) in Japan and parts of Asia, and the Trading Card Game (TCG) in North America, Europe and Oceania. The two share most cards, but sets, release order and rarities differ, so a Japanese card is not simply a translated copy of an English one. Most new collectors start with TCG products, which are printed in English and several European languages. Every card shows a set code identifying where it came from, which becomes essential as your collection grows.',
  },
  {
    type: 'paragraph',
    text: 'Within the TCG you will meet a few main product types. Core booster sets arrive several times a year and introduce new cards and strategies. Structure Decks are ready-to-play decks built around a single theme, making them an affordable way to get many cards at once. Special products such as tins, collector boxes and reprint sets gather popular cards, often in premium rarities. For the latest line-up and release dates, the official product pages at https://www.yugioh-card.com are the most reliable starting point.',
  },
  { type: 'heading', text: 'Rarities and editions in brief' },
  {
    type: 'paragraph',
    text: 'Yu-Gi-Oh! is famous for its rarity finishes. At the simplest level, a common card has no foil, a rare has a silver foil name, a super rare has holographic artwork and an ultra rare combines holographic artwork with a gold name. Above those sit secret rares, with their sparkling diagonal pattern, and a family of special finishes such as ultimate, ghost and starlight rares that appear in selected sets. The same card can exist in several rarities, and collectors often prize one version far above the others.',
  },
  {
    type: 'paragraph',
    text: 'Edition is a separate question. A card marked 1st Edition, in the small line just below the artwork, comes from the first print run of its set. A card with no marking there is Unlimited, from a later run. Cards marked Limited Edition come from special products such as tins and promotions. For older sets in particular, a 1st Edition copy is usually the one collectors want. We cover rarities, editions and set codes in more depth in a separate guide.',
  },
  { type: 'heading', text: 'Where to buy Yu-Gi-Oh! cards' },
  {
    type: 'list',
    items: [
      'Local game stores: many host regular tournaments and casual play, stock singles and sealed product, and are full of people happy to help newcomers.',
      'Large retailers: handy for Structure Decks, tins and blister packs, but their stock varies and rarely includes singles.',
      'Online marketplaces: the best choice for single cards and older products; look for sellers with strong feedback and photos of the actual card.',
      'Card shows and conventions: good for browsing older cards in person, comparing condition and negotiating.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Take extra care with older and high-value cards. Counterfeits exist, especially for classic cards from the early sets. Genuine cards have a small holographic seal in the bottom-right corner, crisp text and a consistent card back, while fakes often show blurry printing, the wrong font, an off-color back or a dull seal. When buying sealed older products, be wary of boxes and packs that look resealed. If a deal seems far better than every other listing, there is usually a reason.',
  },
  { type: 'heading', text: 'Caring for your cards' },
  {
    type: 'paragraph',
    text: 'Yu-Gi-Oh! cards are slightly smaller than Pokémon or Magic cards, so look for sleeves labeled small or Japanese size. Standard-size sleeves leave the card sliding around, which can wear its edges. For display and long-term storage, sleeve first, then place valuable cards in top-loaders or semi-rigid holders; standard top-loaders still work, just with a little more room. Side-loading binder pages made without PVC are ideal for sets, and storage boxes should be packed snugly enough that cards cannot bend or slide around.',
  },
  {
    type: 'paragraph',
    text: 'Foil cards, which make up a large part of most Yu-Gi-Oh! collections, are prone to curling when humidity swings. Keep your collection in a cool, dark room with relative humidity between 35% and 50%, away from windows, radiators, attics and basements. Handle cards by their edges with clean hands, avoid rubber bands and never stack heavy objects on loose cards. If you play with your collection, sleeve your deck and keep your most valuable copies out of heavy rotation.',
  },
  { type: 'heading', text: 'Choosing what to collect' },
  {
    type: 'paragraph',
    text: 'The best collections have a theme that keeps you interested. Here are some popular directions:\n- A favorite archetype, gathering every card that supports it\n- The signature monsters of a character from the anime, such as every printing of Blue-Eyes White Dragon or Dark Magician\n- Every rarity version of one special card\n- 1st Edition copies from one of the classic early sets\n- Cards illustrated in a style you love, such as alternate artworks\nA focus also helps you set a budget and resist buying every new product that appears.',
  },
  { type: 'heading', text: "Know your card's condition before you grade" },
  {
    type: 'paragraph',
    text: 'If you own a card that could be worth grading, such as a 1st Edition classic or a high-rarity chase card, condition makes all the difference. Foil surfaces show scratches, dark backs show whitening along their edges, and curl can catch the eye. Gradewise lets a real grader assess your card from ten photos: the front, the back and the four corners of each side. For one credit you receive an anticipated grade, a ceiling grade, front and back centering, raw and graded value and a list of the issues found, with an explanation.',
  },
  {
    type: 'paragraph',
    text: "Most estimates are ready within one to two hours, with no mailing involved. They are not official grades, but they help you decide whether a card is worth the fee and risk of sending it to a grading company. You can also try the free Gradewise centering tool to measure your card's borders in a couple of minutes, which is a useful first filter before you photograph a card for an estimate.",
  },
];

export default { ...summary, content } satisfies Article;
