import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-card-centering-is-measured',
  title: 'How Card Centering Is Measured: Ratios Like 55/45 Explained',
  displayTitle: 'How Card Centering Is Measured',
  date: '2025-06-30',
  description:
    'What a centering ratio like 55/45 means, how left/right and top/bottom are measured, why the back gets more leeway, and how to measure from a photo.',
  keywords: [
    'card centering',
    'centering ratio',
    '55/45 centering',
    'how to measure centering',
    'front and back centering',
    'centering tool',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "Centering is the one part of a card's condition you can actually measure with a ruler. Corners, edges and surface all involve judgement, but centering is geometry: how evenly the printed design sits within the card. It is also the flaw that surprises collectors most often, because a card can look perfect in the hand and still be off by enough to cap its grade. Here is how centering is expressed, how graders think about it, and how to measure it yourself from a photo.",
  },
  { type: 'heading', text: 'What a ratio like 55/45 means' },
  {
    type: 'paragraph',
    text: 'Centering is written as two numbers that add up to 100. They describe how the total border width on one axis is split between the two sides. If the left and right borders are exactly equal, the card is 50/50 left to right. If the left border is slightly wider, the split might be 55/45, meaning the left border accounts for 55 percent of the combined border width and the right border for 45 percent. The larger number always describes the wider side, so 45/55 and 55/45 describe the same amount of shift.',
  },
  {
    type: 'paragraph',
    text: 'A quick worked example: measure the left border at 2.4 mm and the right at 1.6 mm. The total is 4.0 mm, and 2.4 divided by 4.0 is 0.60, so the card is 60/40 left to right. The same method works in pixels on a photo, which is convenient because you never need to know the real size of the borders, only their proportion.',
  },
  { type: 'heading', text: 'Left/right and top/bottom' },
  {
    type: 'paragraph',
    text: 'Every side of a card is checked on two axes: left to right, and top to bottom. A card might be a near-perfect 51/49 side to side but 62/38 top to bottom, and graders care about the worse of the two. Collectors sometimes forget the vertical axis because most attention goes to side borders, yet top-to-bottom shift is common on many print runs. Cards can also be tilted, where the image is rotated slightly relative to the cut, so one border is wider at the top than at the bottom.',
  },
  {
    type: 'paragraph',
    text: 'When a tilt is present, measure each border at a few points along its length and use the worst reading. A card that measures 55/45 at the top edge and 65/35 at the bottom is really a 65/35 card for grading purposes, and the tilt itself may be noted as a cutting issue. Tilts are easiest to spot by comparing the two ends of the same border, so look at the corners of the design rather than only the middle of each side.',
  },
  { type: 'heading', text: 'Front versus back tolerance' },
  {
    type: 'paragraph',
    text: 'Grading companies are stricter about the front of a card than the back, because the front is what collectors look at. Published guidelines from major companies have commonly allowed somewhere around 55/45 to 60/40 on the front for a top grade, with considerably more leeway on the back, often cited around 75/25. Those thresholds differ by company and grade level and can change, so always check the current standards of the company you plan to use rather than relying on old rules of thumb.',
  },
  {
    type: 'paragraph',
    text: 'The practical point is that a back measuring 70/30 is rarely the reason a card misses a top grade, while a front measuring 65/35 very often is. Measure the front first. If the front is well centered, the back usually only matters when it is badly off, which is most common on older cards and on some modern products whose backs were printed and cut with less care than the fronts.',
  },
  { type: 'heading', text: 'Measuring centering from a photo' },
  {
    type: 'paragraph',
    text: 'You can get a reliable reading from a good photo, as long as the camera sees the card squarely. Take the card out of thick holders if you can do so safely, lay it on a flat, plain, contrasting background, and hold the phone directly above it so the card edges appear parallel to the frame. Then measure each border at its narrowest point, either with an on-screen tool or by zooming in and counting pixels:\n- Measure left and right borders on the same horizontal line\n- Measure top and bottom borders on the same vertical line\n- Divide each border by the total for its axis\n- Repeat near the other end of the card to catch tilt',
  },
  {
    type: 'paragraph',
    text: "Full-art and borderless cards have no plain border to measure. For those, graders look at the position of a consistent design element, such as a frame line, a text box or the edge of the artwork, relative to the card's edges. The same ratio logic applies, just with a different reference line. Pick an element that is printed identically on every copy of that card, and measure from it to each edge in the same way you would measure a border.",
  },
  { type: 'heading', text: 'Common measuring mistakes' },
  {
    type: 'list',
    items: [
      'Shooting at an angle, which makes the near border look wider than the far one.',
      'Measuring through a sleeve or top loader whose edges hide the true card edge.',
      'Using a wide-angle lens up close, which can bend straight edges near the corners of the frame.',
      'Measuring only one spot on each border and missing a tilt.',
      'Reading the back with the same strictness as the front, or ignoring the front because the back looks fine.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Moving the phone a little further away and zooming slightly with the main lens usually reduces distortion. If two readings of the same card disagree by more than a few points, retake the photo rather than averaging a bad measurement into a good one. Good light helps too: a crisp shadow-free edge is far easier to place precisely than a soft, dim one, and a clean edge makes every ratio more trustworthy.',
  },
  { type: 'heading', text: 'Check your centering, then the rest of the card' },
  {
    type: 'paragraph',
    text: 'Gradewise has a free centering tool on its site: upload a photo, line up the borders, and it calculates the left/right and top/bottom ratios for you. It is a quick way to tell whether centering alone is likely to hold a card back, and it costs nothing, so it is worth running on any card you are thinking of submitting before you look at anything else.',
  },
  {
    type: 'paragraph',
    text: 'Centering is only one of four things a grader weighs, though. For a full picture, send ten photos of the card (front, back and all eight corners) and spend one credit on a grade estimate. A real grader reports front and back centering along with corners, edges and surface, an anticipated and a ceiling grade, and raw and graded values, usually within one to two hours. It is an estimate rather than an official grade, but it tells you what to expect before you submit.',
  },
];

export default { ...summary, content } satisfies Article;
