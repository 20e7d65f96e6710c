import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'penny-sleeves-top-loaders-and-semi-rigids-explained',
  title: 'Penny Sleeves, Top Loaders, Semi-Rigids and One-Touches Explained',
  displayTitle: 'Card Holders Explained',
  date: '2025-06-30',
  description:
    'Which card holder to use for which job: penny sleeves, top loaders, semi-rigids, one-touch magnetic holders and team bags, plus how to pick the right size.',
  keywords: [
    'penny sleeves',
    'top loaders',
    'semi-rigid card holders',
    'one-touch magnetic holder',
    'card holder sizes',
    'team bags',
  ],
  topic: 'storage',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Walk into any card shop and you will find a wall of plastic: thin sleeves, stiff sleeves, clear rigid holders, magnetic cases and resealable bags, all in several sizes. They are not interchangeable. Each one is designed for a particular job, and using the wrong one can scratch, bend or squeeze the very card you are trying to protect. This guide explains what each holder does, which sizes to look for, and how to combine them for storage, shipping, display and grading submissions.',
  },
  { type: 'heading', text: 'Penny sleeves: the first layer' },
  {
    type: 'paragraph',
    text: 'A penny sleeve is a thin, soft, clear sleeve that a card slides into. It got its name from being cheap, and it is the first layer of protection for almost any card worth keeping. It protects the surface from scratches, dust and fingerprints, and it makes the card slide into a rigid holder without its corners catching. On its own, though, it does nothing to stop a card bending, so it is rarely the only protection a valuable card should have.',
  },
  {
    type: 'paragraph',
    text: 'Standard penny sleeves fit standard-size cards, which measure 2.5 by 3.5 inches (about 63 by 88 mm). That covers most sports cards, Pokémon and Magic: The Gathering. Yu-Gi-Oh! cards are slightly smaller, so they fit better in sleeves sold as small or Japanese size. Choose sleeves described as acid-free and free of PVC, because PVC plastics can release chemicals over time that may harm a card’s surface.',
  },
  { type: 'heading', text: 'Top loaders: rigid and versatile' },
  {
    type: 'paragraph',
    text: 'A top loader is a rigid, clear plastic holder open at one end. A sleeved card slides in from the top and is held flat and protected from bending. Standard top loaders measure roughly 3 by 4 inches on the outside, and their thickness is rated in points, where one point is a thousandth of an inch. The common 35pt top loader suits a normal card; thicker cards, such as those with memorabilia patches, need 55pt, 75pt, 100pt or thicker versions.',
  },
  {
    type: 'paragraph',
    text: 'Top loaders are the workhorse for storage and shipping. Their one weakness is the open end: a card can slide out if the holder is tipped. For shipping, a strip of low-tack painter’s tape across the opening, or a team bag over the whole top loader, keeps the card inside. Avoid ordinary sticky tape, which leaves residue and makes the card hard to remove without risk.',
  },
  { type: 'heading', text: 'Semi-rigid holders: the grading favourite' },
  {
    type: 'paragraph',
    text: 'Semi-rigid holders are stiffer than a sleeve but more flexible than a top loader, with a wide opening and a lip that makes it easy to pull the card out. The Card Saver style is the best known. Their main purpose is grading submissions, because graders need to remove cards quickly and safely, and many grading companies ask for or prefer semi-rigids over top loaders. Always check the current submission guide of the company you use, since requirements can change.',
  },
  {
    type: 'paragraph',
    text: 'A card usually goes into a semi-rigid inside a penny sleeve. Semi-rigids also work well for sorting a run of cards you handle often, because they are slimmer than top loaders and take up less room in a box. Because the fit is snug, slide the sleeved card in slowly and squarely, and never force a thick card into a standard semi-rigid; choose a holder sized for it instead.',
  },
  { type: 'heading', text: 'One-touch magnetic holders: for display' },
  {
    type: 'paragraph',
    text: 'A one-touch holder is a two-piece hard case that closes with a magnetic seal around the card. It is the nicest-looking way to show off a raw card, and many are sold with UV protection, which helps on a shelf or desk. Like top loaders, they are sized by thickness in points, and the fit matters: too loose and the card rattles against the plastic; too tight and the case presses on the edges. Measure thick cards with a card thickness gauge or calipers before buying.',
  },
  {
    type: 'paragraph',
    text: 'Most one-touch holders are designed for an unsleeved card, so check the packaging. They are not ideal for grading submissions, because the grader has to open each case, and they take up far more space than top loaders in storage. Treat them as display holders for cards you want to look at, not as your default container.',
  },
  { type: 'heading', text: 'Team bags, inner sleeves and screwdowns' },
  {
    type: 'list',
    items: [
      'Team bags are resealable soft bags sized to fit over a top loader. They keep dust out and stop the card slipping out of the open end.',
      'Inner or perfect-fit sleeves are very snug sleeves used by players who double-sleeve, with a second, looser sleeve over the top.',
      'Screwdown holders are older three-piece cases held closed with screws. Over-tightening can press dents into a card, so most collectors now prefer magnetic holders.',
      'Binder pages hold nine standard cards per page in side-loading or top-loading pockets. Choose PVC-free pages and a D-ring binder.',
    ],
  },
  { type: 'heading', text: 'Which holder for which job' },
  {
    type: 'list',
    items: [
      'Everyday storage of good cards: penny sleeve and top loader, optionally in a team bag.',
      'Shipping a raw card: penny sleeve, top loader with the opening taped or bagged, between stiff card in a padded mailer.',
      'Sending to a grading company: penny sleeve and semi-rigid, unless the company’s current guide says otherwise.',
      'Display on a shelf: a correctly sized one-touch holder with UV protection, out of direct sunlight.',
      'Playing with valuable cards: inner sleeve plus an outer deck sleeve.',
      'Bulk and duplicates: unsleeved in a well-fitting storage box is fine.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Whatever you choose, buy holders from established brands, check that they are clear, smooth and free of sharp seams before use, and replace any that have cracked, clouded or yellowed. Cheap holders with rough inner edges or leftover moulding flash can scratch a card as it slides in. It is also worth keeping a few spare sizes on hand, so you are never tempted to squeeze an awkward card into whatever happens to be nearby.',
  },
  { type: 'heading', text: 'Before the semi-rigid goes in the post' },
  {
    type: 'paragraph',
    text: 'Packing a card into a semi-rigid for grading is a good moment to pause and ask whether it is worth the grading fee. Gradewise lets you check first without posting anything: photograph the card front and back plus its eight corners, use one credit, and a human grader sends back an anticipated grade, a ceiling grade, front and back centering, raw and graded value, and the issues they spotted, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'You can photograph the card in its penny sleeve as long as the sleeve is clean and does not cause glare; our help page shows how. The result is an estimate from photos, not an official grade, but it helps you decide which cards go in the semi-rigid and which stay in the top loader at home.',
  },
];

export default { ...summary, content } satisfies Article;
