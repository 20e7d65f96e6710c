import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'common-card-defects-and-how-they-happen',
  title: 'Common Trading Card Defects and How They Happen',
  displayTitle: 'Common Card Defects and Their Causes',
  date: '2025-06-30',
  description:
    'Print lines, whitening, dings, creases and scratches: where common card defects come from, which start at the factory, and which come from handling.',
  keywords: ['card defects', 'print lines', 'edge whitening', 'card creases', 'factory defects', 'card damage causes'],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Every flaw on a card has a story. Some begin on the printing press before the card is even cut, others arrive in the pack, and many are added by the people who open, shuffle, store and ship it. Knowing where a defect comes from helps in two ways: you can spot problems more reliably when you inspect a card, and you can stop adding new ones to the cards you already own. Here are the defects graders see most often and how each one typically happens.',
  },
  { type: 'heading', text: 'Factory defects versus handling damage' },
  {
    type: 'paragraph',
    text: 'It helps to sort defects into two groups. Factory defects are created during printing, cutting and packing: print lines, ink spots, off-center cuts, rough edges and sometimes surface marks from the packing process. Handling damage comes afterwards: worn corners, whitening, dents, creases and scratches. The distinction matters for your own expectations, but be aware that graders generally judge the card in front of them. A print line from the factory lowers a grade just as a scratch from a table does, even though nobody handled the card carelessly.',
  },
  { type: 'heading', text: 'Printing and cutting defects' },
  {
    type: 'paragraph',
    text: 'Cards are printed on large sheets, then cut apart, and each step can leave marks. The most common factory issues include:\n- Print lines: thin lines running across the card, often visible on solid colours or holographic areas\n- Ink spots and specks: small dots of stray ink or missing ink\n- Off-center cuts: the sheet was cut slightly out of line, so the borders are uneven\n- Tilted or diamond cuts: the cut runs at a slight angle to the design\n- Rough cuts: edges that look fuzzy or chipped straight out of the pack',
  },
  {
    type: 'paragraph',
    text: 'Because these come from production, some products are known among collectors for particular recurring issues, such as a set where many copies are off-center or where dark borders chip easily. If you collect one set closely, learning its typical factory quirks helps you recognise a genuinely clean copy when you find one. It also keeps expectations realistic: if a product is known for rough edges straight from the pack, a freshly pulled card is not automatically a top-grade candidate, however carefully you opened it.',
  },
  { type: 'heading', text: 'Corner and edge wear' },
  {
    type: 'paragraph',
    text: 'Corners and edges take the first hits whenever a card moves. Sliding a card into a tight sleeve, shuffling a deck, flicking through a stack, or dropping a card onto a table all compress the corner tips and scrape the edges. The result is whitening, where the coloured surface wears off to expose the lighter card stock beneath, followed by fraying, dings and eventually rounding. Dark borders show this wear quickly, so a card that looks fine on the front can show a line of white specks along the back edge.',
  },
  {
    type: 'paragraph',
    text: "Game cards are particularly exposed because they are meant to be played. Even in sleeves, repeated shuffling rubs edges and pushes on corners. If a card matters to you as a collectible, keep a separate copy for play. When you do sleeve a valuable card, choose a sleeve that fits comfortably rather than one that grips, slide the card in gently along its long edge, and never force a corner past the sleeve's opening.",
  },
  { type: 'heading', text: 'Scratches, dents and creases' },
  {
    type: 'paragraph',
    text: "Surface damage usually comes from contact and pressure. Scratches and scuffs appear when a card slides against another card, a rough table, or grit trapped inside a sleeve, and holographic and foil surfaces show them most. Dents and indentations happen when something presses on the card: a fingernail, a pen writing on paper above it, a rubber band, or another card's corner in a loose stack. Creases are the most serious; they come from bending, whether in a pocket, in a tight binder page or under a heavy object.",
  },
  {
    type: 'list',
    items: [
      'Fingerprints and oils: handling the face of the card instead of its edges.',
      'Stains: spilled drinks, food, or older cards stored against gum or wax.',
      'Writing and indentations: notes made on or above a card.',
      'Rubber band marks: dents and pressure lines along the edges of a stack.',
    ],
  },
  { type: 'heading', text: 'Damage from storage and the environment' },
  {
    type: 'paragraph',
    text: 'Some defects develop slowly with no handling at all. Humidity makes card stock absorb moisture, which can cause curling or warping, especially on foil cards, and in damp conditions it can encourage mould or stuck-together cards. Very dry air can make cards brittle. Keeping cards at around 35% to 50% relative humidity, away from radiators, windows and damp basements, avoids most of these problems. Direct sunlight fades inks over time, so display cards out of the sun or behind UV-filtering protection.',
  },
  {
    type: 'paragraph',
    text: 'Storage supplies can cause damage too. Old binder pages made with PVC can leave a film on cards over time, overstuffed boxes press on edges, and screw-down holders tightened too hard can dent the card they are meant to protect. Choose acid-free, PVC-free supplies and leave a little room for cards to sit without pressure. Cards in storage boxes should stand upright, snug but not squeezed, and anything shipped should travel between stiff cardboard so the post cannot bend it.',
  },
  { type: 'heading', text: 'Find out which defects show on your card' },
  {
    type: 'paragraph',
    text: "Spotting your own card's flaws is harder than it sounds, because your eye gets used to the card. Gradewise gives you a trained second opinion from photos. Send ten photos, the front, the back and close-ups of all eight corners, spend one credit, and a real grader lists the issues found, such as corner whitening, edge damage, surface scratching or surface dents, with a plain-language explanation.",
  },
  {
    type: 'paragraph',
    text: 'You also receive an anticipated grade and a ceiling grade, front and back centering and raw and graded value estimates, usually within one to two hours. It is an estimate rather than an official grade, but it tells you which defects are really there and how much they are likely to matter before you submit. If you want to rule out a centering problem first, the free centering tool on the site measures the borders from a single photo.',
  },
];

export default { ...summary, content } satisfies Article;
