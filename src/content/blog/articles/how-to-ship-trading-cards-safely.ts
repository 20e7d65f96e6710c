import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-ship-trading-cards-safely',
  title: 'How to Ship Trading Cards Safely: Raw Cards and Graded Slabs',
  displayTitle: 'How to Ship Cards Safely',
  date: '2025-06-30',
  description:
    'Pack raw cards and graded slabs so they arrive in the condition they left: holders, bubble mailers versus boxes, tracking and insurance.',
  keywords: [
    'shipping trading cards',
    'how to ship cards',
    'ship graded cards',
    'bubble mailer',
    'card shipping insurance',
    'packing cards',
  ],
  topic: 'shipping',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A card can survive years in careful storage and then lose a grade in a single trip through the post. Parcels are dropped, stacked, bent around sorting machines and left in hot vans, and a card that is loose inside its packaging will feel every bump. Whether you are sending a sale to a buyer, a trade to a friend or a batch to a grading company, the principles are the same: hold the card firmly, stop it bending, stop it moving, and make sure you can prove where it went.',
  },
  { type: 'heading', text: 'Packing a raw card' },
  {
    type: 'paragraph',
    text: 'Start with a clean penny sleeve, then slide the sleeved card into a top loader or semi-rigid holder. Seal the open end so the card cannot slip out: either fold over and tape the top with a strip of low-tack painter’s tape, or put the whole holder in a resealable team bag. Buyers appreciate tape that peels off cleanly; ordinary packing tape across a top loader is hard to remove and invites the urge to cut it open, which can damage the card.',
  },
  {
    type: 'paragraph',
    text: 'Next, add stiffness. Sandwich the top loader between two pieces of corrugated cardboard a little larger than the holder, and tape the cardboard together, not to the holder. For several cards, stack top loaders together in a team bag or wrap them in a layer of bubble wrap before they go between the cardboard. The finished bundle should not flex when you hold one end.',
  },
  {
    type: 'list',
    items: [
      'Penny sleeves and top loaders or semi-rigids',
      'Team bags or low-tack painter’s tape',
      'Corrugated cardboard cut to size',
      'Bubble mailers in a couple of sizes',
      'Small sturdy boxes and bubble wrap for slabs and bigger orders',
      'Resealable plastic bags to keep out moisture',
      'A printed invoice or note with the order details',
    ],
  },
  { type: 'heading', text: 'Bubble mailer or box?' },
  {
    type: 'paragraph',
    text: 'A padded bubble mailer is fine for one or a handful of raw cards packed as above. It is light, cheap to post and, with the cardboard sandwich inside, surprisingly tough. What a mailer cannot do is resist crushing, so the more valuable the contents or the more items inside, the more sense a box makes. A box also gives you room for padding on every side, which is essential for graded slabs.',
  },
  {
    type: 'paragraph',
    text: 'Plain letter envelopes, sometimes used for cheap singles, are the riskiest choice. They go through letter-sorting machines, can be bent, and often have no tracking. Use them only for low-value cards, and only when both you and the other person are comfortable with the risk. For anything you would be upset to lose, pay for a tracked service.',
  },
  { type: 'heading', text: 'Shipping graded slabs' },
  {
    type: 'paragraph',
    text: 'A slab protects the card from bending, but the case itself can crack if it is dropped, and a cracked slab is a problem for resale. Wrap each slab in a couple of layers of bubble wrap, or put it in a slab sleeve or protective bag first. Pack it in a sturdy box with padding all around so that nothing touches the walls directly, and fill empty space until nothing moves. Close the box and give it a gentle shake: if you can feel anything shifting, add more padding.',
  },
  {
    type: 'paragraph',
    text: 'Several slabs can travel together, but wrap them individually so they do not scratch each other, and stand them on their edges side by side rather than stacking them flat. Avoid sending a slab in a padded mailer. It is cheaper, but a mailer offers almost no protection against a corner impact. Label the box clearly, and put a note inside with both addresses in case the outer label is torn or smudged in transit.',
  },
  { type: 'heading', text: 'Tracking, insurance and weather' },
  {
    type: 'paragraph',
    text: 'Tracking is your evidence that a parcel was sent and delivered. For valuable parcels, consider a service that requires a signature on delivery, so a parcel cannot simply be left on a doorstep. Check what cover your carrier includes and whether you can buy more. Carrier cover often has limits, exclusions and claim requirements, so read the terms before you rely on it, and keep your receipt and proof of value.',
  },
  {
    type: 'paragraph',
    text: 'A few more habits reduce risk further. Photograph each card and the packed parcel before you seal it, so you can show its condition if there is a dispute. Put cards in a resealable bag inside the package to protect against rain. Do not write anything on the outside that suggests valuable contents. And do not leave packed parcels in a hot car, where heat can soften sleeves and warp cards.',
  },
  { type: 'heading', text: 'Sending cards to a grading company' },
  {
    type: 'paragraph',
    text: 'Grading companies publish their own packing rules, and following them exactly helps your cards arrive safely and get processed without delay. Many ask for cards in penny sleeves and semi-rigid holders, packed together snugly between boards in a box, with the submission form inside. Read the current guidelines on the company’s own website before each submission, since they are updated from time to time, and choose a tracked, insured service appropriate to the declared value.',
  },
  { type: 'heading', text: 'Skip the post until you know it is worth it' },
  {
    type: 'paragraph',
    text: 'Every card you send to a grading company costs a grading fee plus shipping both ways, so it pays to be sure before you pack the box. Gradewise works entirely from photos, so nothing needs to be mailed. Upload ten photos of a card, use one credit, and a human grader returns an anticipated grade and ceiling grade, front and back centering, estimated raw and graded values and a list of the issues found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'A Gradewise estimate is not an official grade, but it helps you send only the cards likely to be worth grading, which means smaller, cheaper parcels and fewer surprises when the results come back. You can run a quick check with the free centering tool first, and the five-credit pack makes sense when you are weighing up a whole stack of possible submissions.',
  },
];

export default { ...summary, content } satisfies Article;
