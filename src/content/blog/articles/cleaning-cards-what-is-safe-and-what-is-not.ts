import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'cleaning-cards-what-is-safe-and-what-is-not',
  title: 'Cleaning Trading Cards: What Is Safe and What Is Not',
  displayTitle: 'Cleaning Cards Safely',
  date: '2025-06-30',
  description:
    'How to remove dust and fingerprints without harming a card, why liquids and erasers are risky, and how cleaning can count as alteration when grading.',
  keywords: [
    'cleaning trading cards',
    'how to clean cards',
    'remove dust from cards',
    'card surface cleaning',
    'card alteration',
    'preparing cards for grading',
  ],
  topic: 'storage',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A speck of dust or a fingerprint on a favourite card is irritating, and the urge to wipe it off is strong. Some cleaning is perfectly safe and even sensible before photographing or submitting a card. Other methods, including several that circulate online, can scratch the surface, lift ink, warp the card or leave it looking altered. The difference comes down to one principle: remove what is sitting on the card, and never change the card itself.',
  },
  { type: 'heading', text: 'Safe ways to remove dust' },
  {
    type: 'paragraph',
    text: 'Loose dust and lint are the most common things on a card’s surface, and they are the easiest to deal with. The safest tool is air. A hand-held rubber blower bulb, the kind sold for cleaning camera lenses, puffs dust away without anything touching the card. Hold the card by its edges over a clean surface and work from the centre outwards. Avoid blowing on a card with your mouth, since tiny droplets of moisture can land on the surface.',
  },
  {
    type: 'list',
    items: [
      'A rubber blower bulb for loose dust, with nothing touching the card',
      'A very soft, clean brush, such as a new make-up or lens brush, used with the lightest strokes',
      'A clean, dry microfibre cloth for a fingerprint on a glossy surface, with almost no pressure',
      'Clean, dry hands, and a clean, flat surface to work on',
    ],
  },
  {
    type: 'paragraph',
    text: 'If you use a microfibre cloth, make sure it is freshly washed and free of grit, because a single trapped particle can drag a scratch across a holo. Use the gentlest touch, wipe in one direction rather than scrubbing in circles, and stop at once if anything does not lift easily. If a mark does not come off with a dry touch, accept it and leave it alone.',
  },
  { type: 'heading', text: 'Why liquids are a bad idea' },
  {
    type: 'paragraph',
    text: 'Water, alcohol, window cleaner, screen wipes and other liquids are tempting because they work on so many other surfaces. A card, though, is layers of paper and ink, and liquids soak into paper. Even a small amount can make the stock swell and ripple, leave a tide mark as it dries, dull the gloss, or make inks and foils bleed or lift. Solvents can also strip coatings. The damage may not show immediately and can appear as a warp or stain days later.',
  },
  {
    type: 'paragraph',
    text: 'Liquids are just as risky on the edges, where they can wick into exposed paper fibres. On a common card the result might be a minor flaw; on a valuable card, it can mean a lower grade or a card that a grading company will not grade at all. If a card does get wet, let it dry naturally, flat and at room temperature, away from heaters and hair dryers, rather than trying to speed things up.',
  },
  { type: 'heading', text: 'Erasers, abrasives and other risky fixes' },
  {
    type: 'paragraph',
    text: 'Erasers are often suggested for removing marks from card surfaces or for brightening borders. They work by abrading the surface, and on a card that means wearing away gloss, leaving dull patches and crumbs of eraser that can be pushed into the surface. Never use any of the following on a card you value:\n- erasers of any kind, including soft and kneadable ones;\n- sandpaper, emery boards or nail files on edges or corners;\n- polishes, waxes or sprays to restore shine;\n- heat from hair dryers or irons to remove curl;\n- tape or adhesive to lift dirt from the surface.\nEach risks visible damage, and each is the kind of treatment a grader may treat as alteration.',
  },
  { type: 'heading', text: 'When cleaning becomes alteration' },
  {
    type: 'paragraph',
    text: 'Grading companies assess a card as it naturally is. Removing loose dust does not change that, but anything that alters the surface, edges or colour may be seen as tampering, even if your aim was only to tidy it up. If a grader concludes a card has been altered, it will usually be returned without a numeric grade, and you lose the grading fee. Policies differ between companies on some types of surface treatment, so the safe approach is simple: if in doubt, do not.',
  },
  {
    type: 'paragraph',
    text: 'The same caution applies to vintage cards with stains or old pack residue. It is tempting to try to remove them, but the attempt is far more likely to add damage than to help. A card with an honest stain is worth more than one with a clumsy repair. Leave it as it is, and let the grader judge the card honestly.',
  },
  { type: 'heading', text: 'Cleaning slabs and holders' },
  {
    type: 'paragraph',
    text: 'Graded slabs and plastic holders are a different matter, because you are cleaning the plastic rather than the card. A soft, clean microfibre cloth removes fingerprints and dust from a slab well. Avoid paper towels, which can leave fine scratches, and household sprays, which can cloud some plastics. If a top loader or sleeve is scratched, cloudy or dirty inside, replacing it is cheap and far safer than trying to clean it with the card still inside.',
  },
  { type: 'heading', text: 'Let a grader judge the surface' },
  {
    type: 'paragraph',
    text: 'If you are not sure whether a mark on the surface will affect a card’s grade, it is better to find out than to try cleaning it. With Gradewise, you give the card a gentle dust-off, take ten photos of the front, back and eight corners, and use one credit. A human grader returns an anticipated grade and ceiling grade, front and back centering, raw and graded values and the issues found, such as surface damage or scratching, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is an estimate from photos rather than an official grade, but it tells you whether that mark really matters, without putting the card at risk. If the grader sees only dust or lint, you will know it is safe to remove with a blower; if they see a real scratch or dent, you will know no amount of cleaning would have fixed it.',
  },
];

export default { ...summary, content } satisfies Article;
