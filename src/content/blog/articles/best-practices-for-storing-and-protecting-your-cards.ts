import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'best-practices-for-storing-and-protecting-your-cards',
  title: 'Best Practices for Storing and Protecting Your Trading Cards',
  displayTitle: 'How to Store and Protect Your Cards',
  date: '2025-06-30',
  description:
    'Sleeves, top loaders, boxes, humidity, light and handling: a practical routine that keeps your trading cards in the condition you bought them.',
  keywords: [
    'card storage',
    'protecting trading cards',
    'card sleeves',
    'top loaders',
    'card humidity',
    'how to store cards',
  ],
  topic: 'storage',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Most damage to trading cards is not dramatic. It is a corner that softened in a loose pile, a surface scratch from sliding a card across a table, or a gentle wave that crept in over a humid summer. None of it is inevitable. A simple, consistent storage routine protects a card from the moment it leaves the pack until the day you sell it, trade it or send it for grading, and it costs very little compared with the value it preserves.',
  },
  { type: 'heading', text: 'Build protection in layers' },
  {
    type: 'paragraph',
    text: 'Think of card protection as layers, each doing a different job. The first layer is a soft, clear sleeve, usually called a penny sleeve, which guards the surface against scratches, dust and fingerprints. The second layer is something rigid or semi-rigid, such as a top loader, a semi-rigid holder or a magnetic one-touch case, which stops the card bending. For cards going into long-term storage, a resealable team bag over the top loader adds a third layer that keeps dust out and stops the card sliding free.',
  },
  {
    type: 'list',
    items: [
      'Bulk and duplicates: a storage box on their own is fine, kept upright and snug.',
      'Cards you care about: a penny sleeve, then a top loader or semi-rigid holder.',
      'Your best raw cards: a penny sleeve, a top loader or one-touch holder, and a team bag.',
      'Graded cards: the slab already protects the card, but a slab sleeve or padded box stops the case itself getting scratched.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Always slide a card into a sleeve top first, with the sleeve held open, rather than forcing it in corner first. Corners are the weakest part of a card and the easiest place to add a ding just as you are trying to protect it. Choose sleeves and holders made from acid-free, PVC-free plastic, because some older PVC products can release chemicals that cloud or damage a card’s surface over time. Replace any sleeve that is split, cloudy or dusty inside.',
  },
  { type: 'heading', text: 'Choose boxes that fit the cards' },
  {
    type: 'paragraph',
    text: 'Cardboard storage boxes made for trading cards are cheap, stackable and the right width, which matters more than it sounds. A box that is too wide lets cards lean and bow; a box that is packed too tightly crushes edges when you pull a card out. Aim for cards that stand upright with a little room to lift them, and fill gaps with a spare divider or a block of foam rather than letting a row slump. Plastic storage cases add moisture and crush resistance for your more valuable cards.',
  },
  {
    type: 'paragraph',
    text: 'A few habits to avoid: rubber bands, which dent edges and can leave marks as they age; paper clips of any kind; and stacking heavy objects on top of boxes, which slowly compresses everything inside. Shoeboxes and random containers are better than nothing, but they rarely fit cards well and often let them shift about every time the box is moved.',
  },
  { type: 'heading', text: 'Keep humidity and temperature steady' },
  {
    type: 'paragraph',
    text: 'Card stock is paper, and paper takes in and gives up moisture from the air around it. The widely recommended range for storing cards is 35% to 50% relative humidity. Much above that, cards can curl, warp and, in the worst cases, grow mould; much below it, they can dry out and bow the other way. An inexpensive digital hygrometer placed near your collection tells you where you stand, and checking it through the seasons shows whether your storage spot stays stable.',
  },
  {
    type: 'paragraph',
    text: 'Temperature matters mostly because of how it drives humidity. Attics, garages, basements and cupboards on outside walls tend to swing between warm and cold, and damp and dry, so a shelf in a lived-in room is usually a better choice. Keep boxes off the floor in case of leaks or spills, and away from radiators, heaters, air-conditioning vents and kitchens. Steady, moderate conditions are the goal, rather than any exact number on the thermostat.',
  },
  { type: 'heading', text: 'Keep light out of the picture' },
  {
    type: 'paragraph',
    text: 'Ultraviolet light from the sun breaks down the inks on a card over time, and the fading cannot be reversed. Borders yellow, colours wash out and autographs can lighten. The simplest protection is darkness: cards kept in closed boxes, drawers or cabinets are safe from this problem entirely. If you keep anything out on a shelf or desk, make sure it never sits in direct sunlight, and remember that a spot that is shaded in the morning may catch the sun in the afternoon or in a different season.',
  },
  { type: 'heading', text: 'Handle cards as if they matter' },
  {
    type: 'paragraph',
    text: 'Good storage can be undone in seconds by careless handling. Wash and dry your hands before sorting, because skin oils and lotion leave marks that show up clearly on glossy and holographic surfaces. Hold cards by their edges, work over a clean, flat, soft surface such as a playmat, and keep drinks and food well away from your sorting area. When you take a card out of a top loader, tip it out gently rather than pinching it or pushing it from the back with a fingernail.',
  },
  {
    type: 'paragraph',
    text: 'Cards passed around at a trade night or shown to friends are especially at risk. Leaving them sleeved while they are looked at costs you nothing and removes most of the danger. For your best cards, a good rule is that they are only ever handled outside a holder when there is a real reason to do so.',
  },
  { type: 'heading', text: 'Check on your collection now and then' },
  {
    type: 'paragraph',
    text: 'Storage is not something you set up once and forget. Every few months, spend a few minutes looking over your collection with a short routine:\n- Read the hygrometer and note whether humidity has drifted outside 35% to 50%.\n- Open a box or two and look for curling, sticking sleeves or a musty smell.\n- Replace sleeves that have split, yellowed or gone cloudy.\n- Move anything that has ended up near a window, heater or damp wall.\nCatching a problem early usually means the fix is as simple as moving a box.',
  },
  {
    type: 'heading',
    text: 'Find out what your stored cards could grade',
  },
  {
    type: 'paragraph',
    text: 'If you have a box of cards you have looked after carefully and are wondering which ones are worth grading, Gradewise can help you decide without mailing anything. You take ten photos of a card, the front, the back and a close-up of each of the eight corners, and spend one credit. A human grader studies the photos and sends back an anticipated grade, a ceiling grade, front and back centering, the raw and graded value, and any issues they found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is an estimate based on photos, not an official grade, but it tells you which cards deserve a grading fee and which are better kept safely in their sleeves. You can also check a card’s centering for free with our centering tool before you decide. Because nothing is posted, the card never has to leave the storage you have set up so carefully.',
  },
];

export default { ...summary, content } satisfies Article;
