import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'recognising-trimmed-and-altered-cards',
  title: 'Recognising Trimmed and Altered Cards Before You Buy',
  displayTitle: 'Recognising Trimmed and Altered Cards',
  date: '2025-06-30',
  description:
    'How trimming, recolouring and pressing are used to make cards look better, the signs that give them away, and why graders refuse to grade altered cards.',
  keywords: [
    'trimmed cards',
    'altered cards',
    'card recolouring',
    'card pressing',
    'how to spot a trimmed card',
    'grading altered cards',
  ],
  topic: 'authenticity',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Not every problem card is a fake. Some are genuine cards that have been quietly worked on to look better than they are: edges shaved to sharpen worn corners, whitening coloured in, creases pressed flat. Because condition drives value, an altered card can be sold for far more than it is worth, and the buyer often only finds out when a grading company declines to grade it. Learning the common alterations and their tell-tale signs protects you when buying raw cards, especially expensive ones.',
  },
  { type: 'heading', text: 'Trimming: a fresh edge where wear used to be' },
  {
    type: 'paragraph',
    text: 'Trimming means cutting a sliver off one or more edges of a card. It removes fraying and whitening, makes soft corners look sharp again, and can even improve centering by taking more off the wider border. The cut is usually tiny, which is what makes it hard to spot, but it still leaves evidence: the card becomes slightly smaller than it should be, and the new edge looks and feels different from the edge the factory made.',
  },
  {
    type: 'list',
    items: [
      'Size: stack the card squarely on a genuine copy from the same set, or a common card of the same era, and see whether any edge falls short.',
      'Straightness: lay a ruler along each edge; a hand-trimmed edge may be slightly wavy or angled.',
      'Texture: factory edges have a characteristic finish for each era and maker; an edge that is noticeably smoother, sharper or rougher than the others is suspicious.',
      'Corners: razor-sharp corners on a card with a worn surface or scuffed gloss do not add up.',
      'Borders: a border that is unusually thin on one side compared with other copies can be a sign it was cut down.',
    ],
  },
  { type: 'heading', text: 'Recolouring: hiding whitening with ink' },
  {
    type: 'paragraph',
    text: 'Recolouring fills in wear with ink, marker or paint, most often on dark borders where chipped edges and corners show as white. From arm’s length it can look convincing, but it rarely survives a close, angled inspection. Tilt the card under a bright light and look for areas where the sheen differs: added ink often looks flatter, glossier or slightly patchy compared with the printed surface around it. Under magnification, printed colour has a regular texture, while hand-applied colour tends to look blotchy or sits on top of the fibres.',
  },
  {
    type: 'paragraph',
    text: 'Some collectors use an ultraviolet torch as an extra check, because added inks and chemicals can glow differently from the original printing. It is a helpful clue rather than a definite test, since card stocks themselves vary in how they react. Look also for colour that extends slightly beyond where the border should end, or onto the edge itself.',
  },
  { type: 'heading', text: 'Pressing and other treatments' },
  {
    type: 'paragraph',
    text: 'Pressing uses pressure, sometimes combined with heat or moisture, to flatten a card that is bent, warped, dented or creased. Light creases can become much less visible, but they rarely disappear entirely. Hold the card at a low angle to a light and slowly rotate it: a pressed crease often still shows as a faint line or a break in the surface gloss. Pressed cards may also look unusually flat and stiff, or have a dull or slightly shiny patch where heat or moisture was applied.',
  },
  {
    type: 'paragraph',
    text: 'Other alterations include cleaning or erasing the surface, which can leave the gloss patchy; adding gloss or coatings; restoring torn paper; and rebacking or replacing parts of a card. Added or enhanced autographs are a problem of their own. Any of these can affect a grade, and some make a card ungradeable altogether. If a listing mentions restoration or touch-ups, assume the card will not receive a standard numeric grade and price it accordingly.',
  },
  { type: 'heading', text: 'Why graders reject altered cards' },
  {
    type: 'paragraph',
    text: 'A grade is meant to describe a card as it left the factory and has aged since, not as it has been improved by hand. If a grading company concludes that a card has been trimmed, recoloured or otherwise altered, it will usually decline to assign a numeric grade and return the card with a note explaining why. You will typically still pay the grading fee and shipping. Companies differ in their exact policies on certain treatments, and detection is never perfect, but the safe assumption is that evident alteration means no grade and a card that is much harder to sell.',
  },
  { type: 'heading', text: 'Protecting yourself when buying raw' },
  {
    type: 'paragraph',
    text: 'Most alterations are aimed at valuable raw cards, so the more a card costs, the more carefully it deserves checking:\n- Ask for sharp, well-lit photos of every edge and corner, front and back.\n- Be wary of corners that look far better than the rest of the card.\n- Compare the size and borders with a known genuine copy.\n- Buy high-value cards already graded, from sellers with a long, clean history.\n- Use payment methods with buyer protection, so you have a route back if a card is not as described.',
  },
  { type: 'heading', text: 'Get an expert look at the edges and corners' },
  {
    type: 'paragraph',
    text: 'Gradewise’s estimates are built around the same close-ups that reveal a lot of alteration: ten photos covering the front, the back and every one of the eight corners. For one credit, a human grader studies them and returns an anticipated grade and ceiling grade, front and back centering, raw and graded values and a list of issues, which can include a corner that looks cut or a custom note about anything unusual, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'A photo-based estimate is not an official grade, and some alterations can only be confirmed in hand, but it is an inexpensive check on a raw card before you pay a grading fee or hand over a large sum. If the grader flags possible trimming or recolouring, that is a strong signal to slow down, ask the seller more questions and have the card examined in person before you go further.',
  },
];

export default { ...summary, content } satisfies Article;
