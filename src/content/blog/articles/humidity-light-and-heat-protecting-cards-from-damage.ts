import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'humidity-light-and-heat-protecting-cards-from-damage',
  title: 'Humidity, Light and Heat: Protecting Your Cards From Damage',
  displayTitle: 'Humidity, Light and Heat',
  date: '2025-06-30',
  description:
    'How moisture, sunlight and heat warp, fade and spoil trading cards, and how hygrometers, silica gel and a 35-50% humidity target keep them safe.',
  keywords: [
    'card humidity',
    'card warping',
    'holo curl',
    'card fading',
    'silica gel for cards',
    'hygrometer',
    'mould on cards',
  ],
  topic: 'storage',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Sleeves and top loaders protect cards from fingers and knocks, but they do very little against the air around them. Moisture, light and heat work slowly and quietly, and by the time you notice a warped card or a faded border, the damage is done. The good news is that these threats are easy to measure and cheap to control once you understand how each one affects card stock, ink and the plastics that surround your cards.',
  },
  { type: 'heading', text: 'Why humidity makes cards warp and curl' },
  {
    type: 'paragraph',
    text: 'A trading card is layers of paper, ink and coatings pressed together. Paper fibres absorb moisture from humid air and swell, then shrink again as the air dries. When one side of a card takes up or loses moisture faster than the other, the card bends. That is why cards left in a damp room develop a gentle wave, and why a stack that sat in a humid garage can come out bowed along its length.',
  },
  {
    type: 'paragraph',
    text: 'Foil and holographic cards are especially prone to this. The foil layer does not absorb moisture the way paper does, so the paper side moves while the foil side stays put, and the card curls. Magic: The Gathering players know this well as foil curl. Mild curl can settle when conditions return to normal, but repeated swings can leave a permanent bend, and graders treat warping as a flaw.',
  },
  { type: 'heading', text: 'Mould, mildew and musty boxes' },
  {
    type: 'paragraph',
    text: 'When humidity stays high for long periods, especially in still air, mould and mildew can grow on paper and cardboard. It may appear as tiny spots, a fuzzy bloom or staining, often with a musty smell from the box before you see anything. Basements, cupboards on cold outside walls and containers sealed while damp are the usual culprits. Mould stains are very hard to remove safely, and trying to clean them can do more harm than the mould itself.',
  },
  {
    type: 'paragraph',
    text: 'If you ever smell mustiness from a box, move it to a drier room straight away, take the cards out of any damp cardboard, and let them sit in moderate, well-ventilated conditions. Replace affected boxes and sleeves, and keep any mouldy cards apart from the rest of the collection. If you are unsure whether a mark is mould or a printing flaw, do not wipe it; keep the card dry and separate while you find out.',
  },
  { type: 'heading', text: 'Light and heat: fading and softening' },
  {
    type: 'paragraph',
    text: 'Ultraviolet light, most of all from direct sunlight, breaks down the dyes and pigments in printing ink. The result is fading: colours go pale, blacks turn grey, borders may yellow and signatures lighten. It is cumulative and permanent, so a card that catches an hour of sun every day for a year can look visibly tired. Fluorescent tubes give off some UV as well. Keeping cards in closed boxes is the simplest complete answer.',
  },
  {
    type: 'paragraph',
    text: 'Heat does its damage in other ways. Warm air speeds up chemical ageing in paper and plastic, and high heat can soften sleeves so they cling to a card’s surface. A car dashboard, a windowsill or a shelf above a radiator can get far hotter than the room. Sudden cold is a risk too: carry a box of cards in from a freezing car into a warm room and moisture can condense on them. Let boxes warm up slowly while still closed before opening them.',
  },
  { type: 'heading', text: 'Measuring with a hygrometer' },
  {
    type: 'paragraph',
    text: 'The widely recommended storage range for cards is 35% to 50% relative humidity, and the only way to know whether you are in it is to measure. A small digital hygrometer costs little and can sit inside a storage cabinet or on the shelf next to your boxes. Check it at different times of day and in different seasons, because a room that sits at 45% in winter with the heating on may climb well above 60% in a humid summer.',
  },
  {
    type: 'paragraph',
    text: 'Cheap hygrometers can be off by several percentage points, so it is worth checking yours with a simple salt test:\n- Put a small pile of table salt in a bottle cap and add a few drops of water to make a damp paste.\n- Seal the cap and the hygrometer together in a zip-top bag or airtight container.\n- Leave it at a steady room temperature for 8 to 12 hours.\n- Read the display: saturated salt holds the air at about 75%, so the difference tells you how far your meter is off.',
  },
  { type: 'heading', text: 'Silica gel and other fixes' },
  {
    type: 'paragraph',
    text: 'Silica gel absorbs moisture and is a good way to keep a closed storage case within range. Indicating silica gel changes colour as it becomes saturated, which tells you when to replace or dry it out; many rechargeable canisters can be dried in an oven or plugged in, following the maker’s instructions. Place packets in the case but not pressed against cards, and keep them clear of anything they might leak onto if the packet splits.',
  },
  {
    type: 'list',
    items: [
      'Do not overdo it: too much silica gel in a small sealed box can push humidity well below 35%, which can leave cards dry and curled the other way.',
      'For a whole room, a dehumidifier is more practical than packets, and a humidifier can help in very dry climates.',
      'Store boxes on shelves rather than on floors, and away from outside walls, bathrooms and kitchens.',
      'Never seal cards into an airtight container on a humid day; you trap the moisture in with them.',
    ],
  },
  { type: 'heading', text: 'Check a card’s condition after environmental stress' },
  {
    type: 'paragraph',
    text: 'If a card has been through a damp spell, a hot summer or a spell in the sun, it is hard to judge from memory whether it has changed. Gradewise gives you a second opinion from a human grader without posting the card anywhere. Take ten photos, the front, the back and each of the eight corners, use one credit, and your grader returns an anticipated grade, a ceiling grade, front and back centering, raw and graded values and a list of the issues found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'Subtle warping or surface changes are exactly the kind of thing a grader will point out in the explanation. It is an estimate from photos rather than an official grade, but it helps you decide whether a card is still worth submitting for grading, and whether your storage needs a rethink. Because nothing is mailed, you can check a card the same day you notice a problem.',
  },
];

export default { ...summary, content } satisfies Article;
