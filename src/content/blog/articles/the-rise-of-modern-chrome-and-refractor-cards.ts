import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'the-rise-of-modern-chrome-and-refractor-cards',
  title: 'The Rise of Chrome and Refractor Cards, and Why Condition Is Tough',
  displayTitle: 'The Rise of Modern Chrome and Refractor Cards',
  date: '2025-06-30',
  description:
    'How chromium card stock and refractors took over modern collecting, and why scratches, print lines, edge chipping and centering make chrome hard to grade.',
  keywords: [
    'chrome cards',
    'refractor cards',
    'chromium card stock',
    'chrome card condition',
    'surface scratches',
    'card centering',
  ],
  topic: 'market',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Look through the most talked-about modern sports cards and you will notice a pattern: many of them shine. Chrome cards, printed on a metallic-looking stock, and their rainbow-flashing refractor parallels have become a cornerstone of modern collecting, especially for rookie cards and prospects. Collectors love their bright, premium look and the endless color parallels that go with them. But that glossy surface comes with a catch. Chrome cards are some of the hardest cards to find, and keep, in top condition. Here is why.',
  },
  { type: 'heading', text: 'What chromium card stock is' },
  {
    type: 'paragraph',
    text: 'Chrome cards are printed on a stock with a reflective, metallic layer that gives the whole card a smooth, mirror-like sheen, quite unlike the matte or lightly glossed cardboard of traditional cards. The stock feels thicker and stiffer in the hand, and colors appear deep and saturated. Many manufacturers now release chrome versions of their main sets, often featuring the same players and designs as the standard paper cards but on the shinier stock, with a checklist of chrome-only parallels on top.',
  },
  {
    type: 'paragraph',
    text: "Because chrome versions are typically sold at a higher price per pack than base paper products, they have come to be seen as the premium version of a player's card in a given year. For many modern players, collectors regard the chrome rookie card as a key card, which helps explain why so much attention and money flows toward chrome products. Chrome is no longer limited to one sport or brand either: chrome-style finishes now appear across a wide range of modern releases, from flagship sets to high-end products.",
  },
  { type: 'heading', text: 'Refractors and their many colors' },
  {
    type: 'paragraph',
    text: 'A refractor is a chrome card with a special finish that splits light into a rainbow effect when you tilt it. Refractors are generally traced back to the early 1990s, when Topps introduced them in its Finest brand, and they have since become a standard feature of chrome products. Modern sets offer a long ladder of refractor parallels: plain refractors, colored refractors with tinted borders, patterned versions with names like wave, prism or shimmer, and low serial-numbered colors at the top, ending in a one-of-one.',
  },
  {
    type: 'paragraph',
    text: 'Refractors can be tricky to tell apart from base chrome cards in photos, because the rainbow only appears at the right angle. When buying, look for photos that show the card tilted under light. When selling, take such a photo yourself. Some sets have identified refractors in small print on the back, but not all do, so comparing your card side by side with a base chrome copy from the same set, or with a known example, is the most reliable way to confirm what you are holding before you list or trade it.',
  },
  { type: 'heading', text: 'Why condition is so hard on chrome' },
  {
    type: 'paragraph',
    text: 'The same smooth surface that makes chrome look so striking also shows every flaw. Problems that would be hard to notice on a paper card stand out clearly under light on chrome, and many of them are present when the card comes out of the pack. That is why a freshly pulled chrome card is not automatically a candidate for a top grade, and why experienced collectors inspect chrome cards so carefully before grading or buying them.',
  },
  {
    type: 'list',
    items: [
      'Surface scratches and scuffs: fine scratches from packing or handling show up sharply under angled light.',
      'Print lines and roller marks: thin lines or faint streaks across the surface can come from the printing process itself.',
      'Dimples and dents: small pits or pressure marks catch the light and can cost a grade.',
      'Edge chipping: colored borders, common on refractor parallels, make tiny chips and nicks very visible.',
      'Centering: chrome cards are often cut slightly off-center, and uneven borders are easy to spot.',
      'Curling: chrome stock can bow or curl, especially when it meets moisture or changes in humidity.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Centering deserves particular attention. Because chrome cards often have bright, even borders, a card that is noticeably off-center left to right or top to bottom is easy to see, and grading companies take centering into account for the top grades. Measure both the front and the back. A card with flawless corners and surface can still fall short of a gem grade simply because one border is much wider than the other.',
  },
  { type: 'heading', text: 'Handling and storing chrome cards' },
  {
    type: 'paragraph',
    text: 'Treat chrome cards gently from the moment you open the pack. Handle them by the edges, slide them straight into a soft sleeve, then into a top loader or semi-rigid holder, and avoid stacking unsleeved cards against each other, which can scratch their surfaces. Keep them away from heat, direct sun and damp: a stable room at around 35% to 50% relative humidity helps prevent curling. If a card has already curled, storing it carefully in a rigid holder in stable conditions is safer than trying to force it flat.',
  },
  { type: 'heading', text: 'Find out how your chrome card would grade' },
  {
    type: 'paragraph',
    text: 'Chrome cards are exactly where a second pair of eyes helps most, because their flaws are easy to miss in a quick glance. Gradewise asks for ten photos, front, back and all eight corners, and for one credit a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and any issues found, from surface scratching to edge chipping. Most results come back within one to two hours. It is not an official grade, but it tells you whether a chrome card is worth sending in. The free centering tool is a good quick first check.',
  },
];

export default { ...summary, content } satisfies Article;
