import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'autographs-and-memorabilia-cards-explained',
  title: 'Autograph and Memorabilia Cards Explained: On-Card, Sticker and Patches',
  displayTitle: 'Autographs and Memorabilia Cards Explained',
  date: '2025-06-30',
  description:
    'On-card versus sticker autographs, jersey and patch relic cards, what the wording on the back really means and how autographs are authenticated.',
  keywords: [
    'autograph cards',
    'on-card autograph',
    'sticker autograph',
    'memorabilia cards',
    'patch cards',
    'relic cards',
    'autograph authentication',
  ],
  topic: 'sports',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Autograph and memorabilia cards are the hits that make people gasp when a pack is opened. They connect a small piece of cardboard to a real person and, in some cases, to a real game. They also raise more questions than almost any other type of card. Was it signed directly on the card? Did that swatch of jersey ever see the field? How can you be confident the signature is genuine? This guide explains the main types, how to read the fine print and how authentication works, so you can buy and collect with confidence.',
  },
  { type: 'heading', text: 'On-card versus sticker autographs' },
  {
    type: 'paragraph',
    text: 'Pack-inserted autographs come in two main forms. An on-card autograph is signed directly on the card itself; the player handles the actual card and the ink sits on its surface. A sticker autograph is signed on a separate clear or white label, which the manufacturer later applies to the card. Sticker signing lets card makers collect autographs efficiently and place them in many products, while on-card signing requires the printed cards to be sent to the player and returned, which takes more time and coordination.',
  },
  {
    type: 'paragraph',
    text: 'Many collectors prefer on-card autographs, feeling they are more personal and better integrated into the design, and they often command a premium. That does not make sticker autographs second-rate; they are genuine and remain the standard in many products. You can usually tell the difference by tilting the card: a sticker shows a visible edge and a slightly different surface texture. Check that a sticker sits straight, without bubbles or lifting, and that the signature does not run off its edge.',
  },
  { type: 'heading', text: 'Cut signatures and redemptions' },
  {
    type: 'paragraph',
    text: "Two other autograph formats are worth knowing. Cut signature cards contain a signature clipped from another source, such as an old document, letter or photograph, and embedded into a card. They make it possible to include signatures of historic figures who signed long before modern cards existed. Redemption cards are placeholders: when an autograph is not ready in time for a product's release, the pack contains a card with a code that can be exchanged with the manufacturer for the real card later, once the signature is completed.",
  },
  { type: 'heading', text: 'Relic, jersey and patch cards' },
  {
    type: 'paragraph',
    text: 'Memorabilia cards, also called relic cards, contain a small piece of material embedded behind a window in the card. Jersey swatches are the most common, but you will also find pieces of bats, balls, gloves, shoes and other items. Patch cards use thicker, more colorful pieces of a jersey, and the best of them show multiple colors, visible stitching or part of a number, logo or nameplate. Patch autographs combine the two ideas, and rookie patch autographs are among the most sought-after modern cards.',
  },
  {
    type: 'paragraph',
    text: 'Read the statement on the back carefully, because the wording tells you where the material came from. Common phrasings include:\n- Game-worn or game-used: the item was used by the player in a game.\n- Player-worn: worn by the player, but not necessarily during a game, for example at a photo shoot.\n- Event-worn: worn at a specific event rather than a game.\n- No specific game or event: the material was supplied for the card and makes no claim about its use.\nEach is legitimate, but collectors value them differently.',
  },
  { type: 'heading', text: 'Authentication and red flags' },
  {
    type: 'paragraph',
    text: "Autographs inserted in packs come with a manufacturer's guarantee printed on the back, which is why they are called certified autographs. Signatures collected in person, through the mail or at signings carry no such guarantee. If you plan to sell them or simply want peace of mind, third-party authentication services examine the signature and, if they judge it genuine, issue a certificate or encapsulate the item. Several major grading companies also offer autograph authentication alongside card grading; for example, PSA describes its services at https://www.psacard.com and Beckett at https://www.beckett.com if you want to compare options.",
  },
  {
    type: 'list',
    items: [
      'A patch that looks too good for the product, such as a perfect logo in a low-end set, deserves a closer look for signs of tampering.',
      'Glue residue, a rough window edge or a swatch that sits unevenly can indicate a card that has been opened and altered.',
      'Signatures that look shaky, traced or inconsistent with known examples are a warning sign on uncertified items.',
      'Serial numbers should match the print run listed on the checklist, and the numbering style should match other copies.',
      'Buying altered cards is a real risk for high-value pieces, so prefer graded or authenticated copies from reputable sellers.',
    ],
  },
  {
    type: 'paragraph',
    text: "Grading adds another layer. Grading companies may grade the card and the autograph separately, so a slab can show one grade for the card's condition and another for the quality of the signature, reflecting issues such as fading, smudging or an incomplete signature. Thick memorabilia cards also need the right holders: use top-loaders or magnetic holders sized for the card's thickness, because forcing a thick card into a standard top-loader can damage its edges and corners.",
  },
  { type: 'heading', text: "Check the card's condition before grading" },
  {
    type: 'paragraph',
    text: "Even a perfect autograph or patch sits on a card whose corners, edges, surface and centering determine its condition grade. Gradewise gives you a real grader's estimate of that condition from photos. Take ten pictures, covering the front, the back and the four corners of each side, and use one credit. You receive an anticipated grade and a ceiling grade, front and back centering, the raw and graded value and the issues found, with an explanation.",
  },
  {
    type: 'paragraph',
    text: "Most results come back within one to two hours. The estimate covers the card's condition only; it is not an official grade and it does not authenticate signatures or memorabilia, so use a dedicated authentication service for that part. Once the signature question is settled, a condition estimate tells you whether grading is likely to add value, and our free centering tool is useful for a quick first look at the borders.",
  },
];

export default { ...summary, content } satisfies Article;
