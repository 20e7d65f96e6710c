import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'understanding-print-runs-parallels-and-serial-numbers',
  title: 'Print Runs, Parallels and Serial Numbers: A Guide to Card Rarity',
  displayTitle: 'Understanding Print Runs, Parallels and Serial Numbers',
  date: '2025-06-30',
  description:
    'Base cards, parallels, short prints, serial-numbered cards and one-of-ones explained, and how each kind of rarity affects what a card is worth.',
  keywords: [
    'print runs',
    'parallel cards',
    'serial numbered cards',
    'short prints',
    'one of one cards',
    'card rarity',
  ],
  topic: 'market',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Open a modern pack of sports or trading cards and you quickly meet a vocabulary of rarity: base, parallel, short print, numbered to 99, one-of-one. Two cards can show the same player in the same photo and yet be worth wildly different amounts because one has a colored border and a tiny stamped number on the back. Understanding how manufacturers create rarity helps you make sense of prices, spot listings that overstate what a card is, and decide which cards are really worth chasing.',
  },
  { type: 'heading', text: 'Base cards: the foundation of a set' },
  {
    type: 'paragraph',
    text: 'Base cards are the standard cards that make up the main checklist of a set, usually numbered in sequence on the back. They are printed in the largest quantities and are the cards you will pull most often. Most base cards are inexpensive, which makes them ideal for set builders and new collectors. There are exceptions: a base rookie card of a star player, or a base card from an older set that survived in small numbers, can be very valuable. In general, though, the base version is the most common form a card takes.',
  },
  { type: 'heading', text: 'Parallels: same card, different finish' },
  {
    type: 'paragraph',
    text: "A parallel is a version of a base card that shares its design and photo but differs in some visible way, such as a colored border, a foil or refractor finish, a different pattern or a special stamp. Manufacturers insert parallels at set odds, so some appear in many packs and others only rarely. Names vary by brand, from simple color names to trademarked finishes, and the same color can be common in one product and rare in another. That is why it pays to check the set's own parallel list rather than assuming a color means something.",
  },
  {
    type: 'paragraph',
    text: 'Parallels are sometimes hard to identify in photos. A refractor can look like a base chrome card under flat light, and some color variations are subtle. When buying, compare the card against known examples from the same set, look for the shine or pattern that defines the parallel, and check any text or stamp on the back. When selling, make the parallel obvious with a photo tilted to catch the light, and name it exactly in your title.',
  },
  { type: 'heading', text: 'Serial-numbered cards' },
  {
    type: 'paragraph',
    text: "Serial-numbered cards carry a stamped or printed number showing how many exist, such as 47/99, meaning the 47th of 99 copies. This is the clearest form of rarity, because the print run is stated on the card itself. Lower numbers generally mean higher prices, and parallels numbered to 10 or fewer are often the most prized of a set. Some collectors also pay extra for meaningful numbers: the first or last of a run, or a number that matches a player's jersey.",
  },
  {
    type: 'list',
    items: [
      'Check that the serial number is printed cleanly and consistent with known examples; fake numbering does exist.',
      'Remember that all copies of the same parallel share one print run, regardless of which number yours carries.',
      'Compare prices within the same numbering tier, since a /25 and a /250 are very different cards.',
    ],
  },
  { type: 'heading', text: 'Short prints and variations' },
  {
    type: 'paragraph',
    text: "Not every rare card is numbered. Short prints are cards printed in smaller quantities than the rest of the set, without a number saying so. Some are deliberate, like image variations where a player is shown in a different photo, celebrating or in a throwback uniform. Collectors often call the rarest of these 'super short prints'. Because they look much like base cards, short prints can be missed by casual sellers and mislabeled by others. Many sets mark variations with a subtle code on the back, which is worth learning for the products you collect.",
  },
  {
    type: 'paragraph',
    text: 'Manufacturers do not always publish exact print runs for base cards or unnumbered short prints. They do usually publish insertion odds, either on the pack wrapper or on their website, telling you roughly how often a given parallel or insert appears per pack or per box. These odds are a useful guide to relative rarity, even if they cannot tell you the total number printed.',
  },
  { type: 'heading', text: 'One-of-ones' },
  {
    type: 'paragraph',
    text: 'At the top of the rarity ladder sit one-of-one cards, marked 1/1, which exist in a single copy. They include the rarest parallels of a set, such as a unique refractor, as well as printing plates: the actual metal plates used for each ink color, cut to card size and inserted into packs. A one-of-one of a star player can command a very high price because there is, by definition, no second copy to compare it with. That same uniqueness makes them hard to value, and prices can vary a lot from sale to sale.',
  },
  {
    type: 'paragraph',
    text: 'Rarity alone does not create value. A one-of-one of a little-known player may sell for far less than a common base rookie of a superstar. Modern products contain so many parallels that collectors increasingly focus on a few favorite colors or numbering tiers rather than every variant. The most valuable cards combine real scarcity, a player or character people love, and excellent condition, and all three count.',
  },
  { type: 'heading', text: 'Get your rare card checked before you grade' },
  {
    type: 'paragraph',
    text: 'For numbered parallels and short prints, condition often decides whether the card is worth grading at all. Gradewise reviews ten photos of your card and, for one credit, a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and any issues, from edge chipping on colored borders to surface scratching, usually within one to two hours. It is a photo-based estimate, not an official grade, but it gives you a clear view of your card before you decide how to sell or submit it.',
  },
];

export default { ...summary, content } satisfies Article;
