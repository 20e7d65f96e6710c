import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'rookie-cards-why-they-matter',
  title: 'Rookie Cards: What They Are and Why Collectors Pay a Premium',
  displayTitle: 'Rookie Cards: Why They Matter',
  date: '2025-06-30',
  description:
    'What makes a sports card a true rookie card, why rookies usually carry a premium over later cards, and the pitfalls to avoid when buying them.',
  keywords: [
    'rookie cards',
    'rc logo',
    'sports card value',
    'first year cards',
    'prospect cards',
    'rookie card premium',
  ],
  topic: 'sports',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "In sports card collecting, few words carry as much weight as 'rookie'. A player's rookie card is usually their most sought-after card, often selling for many times the price of cards from later in their career, even when those later cards look better or show them at their peak. For new collectors, the rookie premium can seem puzzling, and the rules about what counts as a rookie card are not always obvious. This guide explains what a rookie card is, why it matters so much, and how to avoid the most common mistakes.",
  },
  { type: 'heading', text: 'What makes a card a rookie card' },
  {
    type: 'paragraph',
    text: "In simple terms, a rookie card is one of a player's first cards issued in a major, licensed release, typically around their first season at the top professional level. Many modern licensed sets make this easy by printing an 'RC' logo on qualifying cards. For older cards there was no such logo, and collectors rely on hobby convention and price guides to agree which cards count. A player may have several rookie cards from different manufacturers and sets in the same year, and those cards can vary widely in value.",
  },
  {
    type: 'paragraph',
    text: "The definition gets murky around the edges. Many players appear on cards before they reach the top league, such as prospect cards, draft picks or minor-league issues. Collectors often call these 'pre-rookie' or 'first' cards, and some, like a player's first card in a prospect-focused set, can be extremely popular in their own right. In the 1980s, cards from boxed update sets sold mainly through hobby shops earned the label 'XRC', for extended rookie card. Knowing which version collectors prize for a given player is essential before you buy.",
  },
  { type: 'heading', text: 'Why rookie cards carry a premium' },
  {
    type: 'list',
    items: [
      'They mark the start of a career, which gives them a story and a sense of being first.',
      'Every collector of a player wants one, concentrating demand on a small group of cards.',
      'Hall of Fame careers turn rookie cards into lasting cornerstones of the hobby.',
      'For older players, surviving rookie cards in high grade can be scarce, because many were handled roughly by children at the time.',
    ],
  },
  {
    type: 'paragraph',
    text: "Demand is the real engine. A player's later cards are spread across many years and designs, so collectors' money spreads out too. The rookie year is a single, obvious target. That concentration, combined with the chance of buying a future star before everyone else notices, turns rookie cards into the part of the market most sensitive to a player's performance. When a young player has a breakout season, their rookie cards usually move first and furthest, and when they struggle, those same cards tend to fall hardest.",
  },
  { type: 'heading', text: 'Condition matters even more for rookies' },
  {
    type: 'paragraph',
    text: 'Because rookie cards are so heavily collected and graded, small differences in condition can mean large differences in price. A rookie card in a top grade can sell for many times the price of the same card one grade lower, especially for popular players where thousands of copies have been graded. Centering, corners, edges and surface all count. Modern rookie cards on glossy or chrome stock are particularly prone to surface scratches and print lines, while older rookies are often let down by off-center printing and soft corners.',
  },
  {
    type: 'paragraph',
    text: 'If you are buying a raw rookie card with grading in mind, inspect it under good light from several angles, compare the borders left to right and top to bottom, and check the back as carefully as the front. Sellers naturally keep their best copies to grade themselves, so a raw card that looks perfect in a small photo deserves a closer look. Ask for extra photos of the corners and surface before paying a premium price.',
  },
  { type: 'heading', text: 'Pitfalls to avoid' },
  {
    type: 'paragraph',
    text: 'The biggest risk with rookie cards is paying for potential that never arrives. Many highly touted prospects have promising early seasons and then fade, and their rookie cards fall with them. Buying during a burst of hype, right after a spectacular game or a draft-night buzz, often means paying near the top. Spreading purchases over time, and focusing on players whose careers you follow closely, reduces the chance of overpaying in a moment of excitement.',
  },
  {
    type: 'list',
    items: [
      'Overproduction: many cards from the late 1980s and early 1990s were printed in huge numbers, so even famous rookies from that era can be common.',
      'Reprints and counterfeits: iconic rookie cards are frequent targets, so buy valuable ones graded by a major company or from trusted sellers.',
      'Look-alikes: inserts and parallels that are not the true rookie card can be listed as if they were; check the set and card number.',
      'Condition surprises: hidden surface damage or poor centering can leave a raw rookie worth far less than you expected.',
    ],
  },
  { type: 'heading', text: 'Check your rookie before you grade it' },
  {
    type: 'paragraph',
    text: 'With rookie cards, the difference between grades can outweigh almost everything else, so it pays to know what you have before you send it off. Gradewise lets you photograph the card ten times, front, back and all eight corners, and for one credit a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates, and any issues found, usually within one to two hours. It is an estimate rather than an official grade, but it helps you decide which rookies deserve a grading fee.',
  },
];

export default { ...summary, content } satisfies Article;
