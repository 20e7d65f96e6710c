import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'corners-edges-and-surface-what-graders-look-for',
  title: 'Corners, Edges and Surface: What Card Graders Look For',
  displayTitle: 'Corners, Edges and Surface: What Graders Check',
  date: '2025-06-30',
  description:
    "How graders inspect a card's corners, edges and surface, which flaws they look for in each, and how much each kind of flaw tends to pull down a grade.",
  keywords: [
    'card corners',
    'card edges',
    'card surface',
    'what graders look for',
    'edge whitening',
    'surface scratches',
    'card grading criteria',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Centering gets a lot of attention because it is easy to measure, but most cards lose their grades on corners, edges and surface. These are the places where handling, shuffling, packing and time leave their marks. Graders examine each area methodically, under good light and often with magnification, and they are looking for specific things. If you know what those things are, you can inspect your own cards the same way and predict far more accurately how a submission will turn out.',
  },
  { type: 'heading', text: 'How a grader inspects a card' },
  {
    type: 'paragraph',
    text: 'A grader does not simply glance at a card. They look at it straight on, then tilt it under a bright light so reflections sweep across the surface and reveal anything that breaks the gloss. They check every corner and all four edges on both sides, often with a loupe or magnifier. Flaws that stay invisible when a card is held flat, such as a faint dent or a hairline scratch, become obvious the moment light hits them at an angle. Both sides count, although the front normally carries more weight.',
  },
  { type: 'heading', text: 'Corners' },
  {
    type: 'paragraph',
    text: 'Corners are the most fragile part of a card, and they are where collectors look first. A top-grade corner is sharp, with a clean point and no visible wear. The most common problems, roughly from mildest to most severe, are:\n- Corner whitening: a tiny speck or line of white where colour has worn off the tip\n- Fraying or softness: fibres lifting so the point looks fuzzy under magnification\n- Dings and bends: a corner that has been knocked or folded slightly out of shape\n- Rounding: a point worn into a visible curve\n- Corner cut: a corner that was clipped or cut unevenly rather than coming to a clean square point',
  },
  {
    type: 'paragraph',
    text: "A single corner with light whitening on the back may cost only a small step, while a dinged or rounded corner on the front can take a card well down the scale. Graders look at all eight corners, front and back, and the worst one tends to set the ceiling. Since corners are also where a trimmed card gives itself away, graders compare them with each other and with the card's expected size, so any corner that looks unusually sharp or oddly shaped gets a closer look.",
  },
  { type: 'heading', text: 'Edges' },
  {
    type: 'paragraph',
    text: 'Edges run the full perimeter of the card, and they show wear as small chips or white specks along the border. Edge whitening is especially visible on cards with dark or coloured borders, where any exposed card stock stands out, and it is one of the most common issues on trading card game cards that have been shuffled or sleeved and unsleeved many times. Graders also look for rough or uneven cuts from the factory, nicks, and edge damage such as small tears or dents where the card was pressed against something hard.',
  },
  {
    type: 'paragraph',
    text: 'Light, scattered whitening on the back edges usually costs less than the same wear on the front. A continuous line of chipping, or a dent that breaks the straight line of the edge, is treated more seriously because it is visible without magnification. Edges are also where trimming shows up, so graders check that each edge has the texture and straightness they expect from a factory cut for that particular product.',
  },
  { type: 'heading', text: 'Surface' },
  {
    type: 'paragraph',
    text: 'The surface covers everything between the edges, front and back. It is the hardest area to assess from a quick look and the one where collectors are most often surprised. Graders check for scratches, especially on holographic and foil cards where scuffs catch the light, as well as dents and indentations, print lines, ink spots, fingerprints, staining, wax or gum residue on older cards, and creases. A crease, even a faint one visible only at an angle, is one of the most damaging flaws a card can have.',
  },
  {
    type: 'list',
    items: [
      'Surface scratching: fine lines or scuffs in the gloss, usually from sliding against other cards or surfaces.',
      'Surface dents: small pits or pressure marks that break the flat surface without creasing it.',
      'Surface damage: creases, tears, stains, writing or anything that disrupts the card stock itself.',
      'Print defects: lines, spots or missing ink from the manufacturing process.',
    ],
  },
  { type: 'heading', text: 'How flaws combine into a grade' },
  {
    type: 'paragraph',
    text: 'Grading is less like adding up points and more like finding the weakest link. A card with perfect corners and edges but one noticeable dent will be graded mostly on that dent. Several small flaws spread across different areas also add up, because each one rules out the very top grades. Companies that publish subgrades make this visible, showing separate scores for centering, corners, edges and surface alongside an overall grade that leans towards the lowest of them.',
  },
  {
    type: 'paragraph',
    text: 'This is why honest self-inspection matters. Look at each corner, each edge and the whole surface under angled light, on both sides, and write down what you find. If the worst flaw you can see is a faint speck of back-corner whitening, you are in a very different position from a card with a visible front dent, and the grade you can reasonably expect changes accordingly.',
  },
  { type: 'heading', text: 'Get a second pair of eyes before you submit' },
  {
    type: 'paragraph',
    text: "A grader's eye is trained on exactly these details, and Gradewise puts one on your card before you commit to a submission. You upload ten photos, the front, the back and close-ups of all four corners on each side, and spend one credit. A real grader reviews them and lists the issues found, using the same categories described here: corner whitening, corner damage, corner cut, edge whitening, edge damage, surface scratching, surface dents, surface damage and centering, with an explanation in plain words.",
  },
  {
    type: 'paragraph',
    text: 'You also get an anticipated grade, a ceiling grade, front and back centering and raw and graded value estimates, usually within one to two hours. It is a photo-based estimate rather than an official grade, but it shows you which flaws matter before you pay to find out. If a card comes back with a ceiling below what you hoped, you can keep it raw, sell it as is, or look for a cleaner copy instead.',
  },
];

export default { ...summary, content } satisfies Article;
