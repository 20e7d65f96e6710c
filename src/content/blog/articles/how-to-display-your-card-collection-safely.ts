import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-display-your-card-collection-safely',
  title: 'How to Display Your Card Collection Safely',
  displayTitle: 'Displaying Cards Safely',
  date: '2025-06-30',
  description:
    'Show off your best cards without fading or damaging them: UV-protective cases and frames, where to place them, and why rotating your display pays off.',
  keywords: [
    'display trading cards',
    'uv protective card case',
    'card frames',
    'graded card display',
    'card display shelf',
    'protect cards from sunlight',
  ],
  topic: 'storage',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Cards are made to be looked at, and there is nothing wrong with wanting your favourites on a shelf rather than hidden in a box. The challenge is that display brings cards out into light, warm air and busy rooms, which are exactly the conditions that slowly fade and damage them. With the right holders, a sensible spot and a little routine, you can enjoy a display for years without paying for it in lost condition or value.',
  },
  { type: 'heading', text: 'Pick holders with UV protection' },
  {
    type: 'paragraph',
    text: 'Ultraviolet light is the main enemy of a displayed card, because it fades ink permanently. The first defence is a holder or case that filters UV. Many magnetic one-touch holders, acrylic display cases and graded-card stands are sold with UV protection, and for framing you can choose UV-filtering glass or acrylic glazing. Check the product description rather than assuming: clear plastic on its own does not necessarily block UV, and the level of protection varies between products.',
  },
  {
    type: 'paragraph',
    text: 'UV protection slows fading but does not stop it altogether, so it works alongside good placement, not instead of it. Make sure the holder also fits properly. A raw card rattling in an oversized one-touch can pick up edge and corner wear, while an undersized holder squeezes the card. For graded cards, the slab itself protects the card, so a stand or wall mount designed for slabs is all you need to add.',
  },
  { type: 'heading', text: 'Frames and wall displays' },
  {
    type: 'paragraph',
    text: 'Framing a single card or a set can look superb, but a frame should hold the card, not become part of it. Never glue, tape or pin a card to a backing board. Instead, use a frame designed for cards, with a recessed slot or a holder that grips the card without adhesive, or frame the card inside a one-touch holder. Choose acid-free mats and backing, because ordinary cardboard can discolour what it touches over time.',
  },
  {
    type: 'paragraph',
    text: 'Hang frames on interior walls where possible. Outside walls can be cooler and damper than the room, which encourages moisture to build up behind the frame. Keep frames away from bathrooms, kitchens and fireplaces, and secure them well, since a frame falling from a wall can crack a slab or crease a card in an instant.',
  },
  { type: 'heading', text: 'Choose the right spot' },
  {
    type: 'paragraph',
    text: 'Where you put a display matters as much as what it is in. Before you settle on a place, watch it through a whole day, because sunlight moves and a shelf that is shaded in the morning may be in full sun by late afternoon. Look for a spot that is:\n- out of direct sunlight at every time of day and in every season;\n- away from radiators, heaters, air-conditioning vents and sunny windowsills;\n- lit by LED lamps rather than hot halogen bulbs, which give off more heat;\n- in a room that stays near 35% to 50% relative humidity;\n- stable, out of reach of pets and small children, and not on a wobbly shelf.',
  },
  {
    type: 'paragraph',
    text: 'Glass-fronted cabinets keep dust off and make displays easier to clean, and a small hygrometer inside tells you whether conditions stay in range. If your most valuable pieces are on show, think about whether they can be seen from the street, and add them to your collection records in case of theft or accidental damage.',
  },
  { type: 'heading', text: 'Rotate your display' },
  {
    type: 'paragraph',
    text: 'Even with UV-filtering holders and careful placement, a card on display receives more light than one in a box. Rotating your display spreads that exposure out. Swap the cards on show every few months, moving the ones that have been out into dark storage to rest. You get to enjoy more of your collection, and no single card carries all the exposure. It is also a natural moment to dust the display and check each card for any change.',
  },
  {
    type: 'paragraph',
    text: 'For your very best cards, consider whether they need to be on permanent display at all. Many collectors show a lower-value copy of a card, or a graded example of a common card, and keep the prized one in dark storage, bringing it out for special occasions. A display can look just as striking that way with far less at risk.',
  },
  { type: 'heading', text: 'Binders and graded slab displays' },
  {
    type: 'list',
    items: [
      'Binders make a great closed display for sets. Choose PVC-free pages and a D-ring binder, and store it upright on a shelf, not flat under other books.',
      'Side-loading binder pages reduce the chance of cards sliding out when the binder is tipped.',
      'Graded slabs can stand on small easel stands or sit in shelves with a lip. Avoid stacking slabs directly on each other, as the cases scratch.',
      'Clean slab and case plastic with a soft, dry microfibre cloth, never with household cleaning sprays.',
      'Keep a photo of each displayed card on file so you can show its condition later if anything happens.',
    ],
  },
  { type: 'heading', text: 'Check a card before it goes on the shelf' },
  {
    type: 'paragraph',
    text: 'If you are choosing which raw cards deserve a place in your display, it helps to know which ones might be worth grading first. Gradewise offers a photo-based grade estimate: ten photos of the front, the back and all eight corners, one credit per card, and a human grader sends back the anticipated grade, the ceiling grade, front and back centering, raw and graded values and any flaws they found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is not an official grade, but it is a good way to spot the card that belongs in a slab on the shelf rather than a one-touch on the desk. Our free centering tool is a quick first check for any card you are considering. Because the whole process is photo-only, the card never leaves your home, and you can have results before you have even chosen the frame.',
  },
];

export default { ...summary, content } satisfies Article;
