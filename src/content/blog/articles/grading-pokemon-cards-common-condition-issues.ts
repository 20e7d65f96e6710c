import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'grading-pokemon-cards-common-condition-issues',
  title: 'Grading Pokémon Cards: The Condition Issues That Cost Points',
  displayTitle: 'Common Condition Issues on Pokémon Cards',
  date: '2025-06-30',
  description:
    'Holo scratches, whitening on the blue back, off-center borders and print lines: the flaws that most often hold Pokémon cards back at grading.',
  keywords: [
    'grading pokemon cards',
    'pokemon card condition',
    'holo scratches',
    'pokemon back whitening',
    'pokemon card centering',
    'print lines',
  ],
  topic: 'pokemon',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Pokémon cards are printed in vast numbers, travel through packs, binders and play mats, and are often handled by excited younger collectors. As a result, certain flaws turn up again and again when they reach a grader. Knowing what those flaws look like, and how to spot them at home, is the best way to decide which cards are worth submitting and which are better kept in a binder. This guide covers the four problems that most often separate a top grade from a disappointing one, plus a simple routine for checking your own cards.',
  },
  { type: 'heading', text: 'Scratches on holo and textured surfaces' },
  {
    type: 'paragraph',
    text: 'The foil on a holographic card is beautiful and unforgiving. Fine scratches that are invisible under ordinary room lighting appear instantly when light rakes across the surface at a low angle. They come from many sources: cards sliding against each other in a pack, shuffling without sleeves, rubbing inside binder pockets or being wiped with a rough cloth. Some scratches are already present when the pack is opened, because cards can rub together during production and packing, so even a card that went straight into a sleeve is not guaranteed to be clean.',
  },
  {
    type: 'paragraph',
    text: 'Modern full-art and textured cards bring their own challenges. Their raised patterns can hide scuffs from a casual glance, yet a grader tilting the card under a lamp will still find them, along with small indentations and dimples. Fingerprints and smudges are common too. If a card has surface residue, a gentle wipe with a clean, dry microfiber cloth, moving in one direction, is usually the limit of what is safe; never use household cleaners, and never rub hard enough to risk adding the very scratches you are trying to avoid.',
  },
  { type: 'heading', text: 'Whitening on the blue back' },
  {
    type: 'paragraph',
    text: 'The dark blue back of an English Pokémon card shows every chip along its edges and corners. When the top layer of ink wears away, the pale card stock underneath shows through as white specks or lines, which collectors call whitening. It is caused by friction and impact: shuffling, sliding cards in and out of tight deck boxes, stacking them loosely or dropping them on a corner. Even a handful of tiny specks along one edge can be enough to keep a card away from the very top grades, so look carefully.',
  },
  {
    type: 'paragraph',
    text: 'Check the back edges under a bright light against a dark surface, rotating the card so you see all four sides and all four corners. Front edges deserve attention as well. On many modern cards, especially full arts with foil running to the edge, the cutting process can leave a thin line where the silvery foil layer shows through along the border. Collectors often call this silvering. Whether it came from the factory or from handling, graders judge the edge as they see it.',
  },
  { type: 'heading', text: 'Centering front and back' },
  {
    type: 'paragraph',
    text: "Centering describes how evenly the printed design sits within the card's borders. It is expressed as a ratio, such as 55/45, comparing the width of opposite borders: left against right and top against bottom. A perfectly centered card reads 50/50. Pokémon cards are known for variable centering, because the cutting process does not always line up precisely with the print, so two cards from the same pack can look noticeably different. A thick border on one side and a thin sliver on the other is often spotted from across the room.",
  },
  {
    type: 'paragraph',
    text: 'The grading companies publish their own centering standards, and most are noticeably more forgiving on the back than on the front. That is useful to know, because the blue back of a Pokémon card frequently sits off-center even when the front looks fine. Measure both sides before deciding, rather than relying on a quick glance. A card with sharp corners and a flawless surface can still be capped several grades lower if its centering falls well outside the tolerance for the grade you are hoping for.',
  },
  { type: 'heading', text: 'Print lines and other factory flaws' },
  {
    type: 'paragraph',
    text: 'Not every flaw comes from handling. Print lines are faint streaks, often running straight across the card, that are left by the printing process. They are easiest to see on holo areas, solid colors and full-art backgrounds. Other factory issues include small ink spots, missing ink, rough or uneven cuts and crimps near the top or bottom edge where a pack was sealed. As a rule, graders assess the card as it is, regardless of how a flaw got there, so a factory defect generally counts against the grade just as handling damage would.',
  },
  {
    type: 'paragraph',
    text: 'The picture is not entirely bleak. A faint line visible only at one precise angle may have little effect, while a bold streak across the artwork is harder to overlook. Some famous misprints are collectible in their own right, but ordinary print defects are simply flaws. When you inspect a modern chase card, look at it both straight on and at an angle, because print lines and light scratches can look very similar until you tilt the card and see how the light catches them.',
  },
  { type: 'heading', text: 'A quick home inspection routine' },
  {
    type: 'list',
    items: [
      'Work on a clean, soft surface with clean, dry hands, and take the card out of its sleeve carefully.',
      'Use a bright desk lamp or a phone flashlight held at a low angle, tilting the card slowly to reveal scratches, dents and print lines.',
      'Check all eight corners and all eight edges, front and back, for whitening, softness or small chips.',
      'Measure the borders on both sides rather than trusting your eye for centering.',
      'Look for creases by sighting along the surface; even a faint bend usually affects the grade far more than minor whitening.',
      'Write down what you find so you can compare cards and choose the strongest candidates to submit.',
    ],
  },
  { type: 'heading', text: 'Get a second opinion on your Pokémon cards' },
  {
    type: 'paragraph',
    text: "Spotting flaws is one thing; knowing how much they will cost you at grading is another. Gradewise gives you a human grader's view before you spend money on an official submission. You take ten photos, the front, the back and the four corners of each side, and spend one credit. The grader returns an anticipated grade and a ceiling grade, front and back centering ratios, the raw and graded value, and the specific issues found, from edge whitening and corner damage to surface scratching, with an explanation of how they affect the result.",
  },
  {
    type: 'paragraph',
    text: 'Results usually come back in one to two hours. Because everything is done from photos, nothing is mailed, and the estimate is not an official grade, but it helps you send only the cards most likely to justify the fee. To compare the borders of several cards quickly before you choose which one to photograph, use the free Gradewise centering tool.',
  },
];

export default { ...summary, content } satisfies Article;
