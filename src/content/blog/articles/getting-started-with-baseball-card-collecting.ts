import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'getting-started-with-baseball-card-collecting',
  title: 'Getting Started With Baseball Card Collecting: Eras, Rookies and Sets',
  displayTitle: 'Getting Started With Baseball Card Collecting',
  date: '2025-06-30',
  description:
    "A friendly introduction to baseball card collecting: the hobby's main eras, key sets, rookie and prospect cards, autographs and a sensible way to begin.",
  keywords: [
    'baseball card collecting',
    'baseball cards for beginners',
    'baseball rookie cards',
    'vintage baseball cards',
    'junk wax era',
    'baseball autographs',
  ],
  topic: 'sports',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Baseball cards are the oldest corner of the sports card hobby, with a history stretching back well over a century. That long history is a big part of the appeal: you can hold a card that was printed before your grandparents were born, or chase a prospect who has not yet played a game in the majors. It also means there is a lot to take in. This guide explains the main eras, the sets you will see most often, how rookie and prospect cards work and how to start a collection without overspending.',
  },
  { type: 'heading', text: 'The eras of baseball cards' },
  {
    type: 'paragraph',
    text: 'Collectors usually divide baseball cards into a few broad eras, each with its own character:\n- Pre-war: cards issued with tobacco, candy and gum in the early 1900s, including the famous T206 series. Small, fragile and scarce.\n- Post-war vintage: from the late 1940s through the 1970s, when Bowman and Topps made cards a staple of childhood, including the much-loved 1952 Topps set.\n- The junk wax era: the late 1980s and early 1990s, when production soared and many cards were saved in huge numbers.\n- Modern: from the 1990s onward, with premium card stock, inserts, parallels, autographs and memorabilia cards.',
  },
  {
    type: 'paragraph',
    text: "Each era suits a different collector. Vintage cards connect you to baseball history, but even ordinary players can be costly in good condition, and condition standards are stricter than many beginners expect. Junk wax cards are affordable and nostalgic, though most are common because so many were produced and saved. Modern products offer the excitement of pulling autographs and numbered parallels, but at higher prices per pack. Many collectors mix eras, for example combining a modern player collection with a few vintage cards of their team's legends.",
  },
  { type: 'heading', text: 'Sets you will see most often' },
  {
    type: 'paragraph',
    text: 'Topps has long been the best-known name in baseball cards, and its flagship set, released in series through the season, is a natural starting point. It features nearly every active player and includes a strong run of rookie cards. Topps Chrome reprints the design on shiny chromium stock with refractor parallels. Bowman and Bowman Chrome focus on prospects, and Heritage recreates classic designs from decades past. Beyond these, premium and high-end products deliver fewer cards per box with a focus on autographs and memorabilia.',
  },
  {
    type: 'paragraph',
    text: 'You will also meet hobby boxes and retail products. Hobby boxes are sold through card shops and specialist sellers and usually promise a certain number of autographs or other hits per box, at a higher price. Retail products from general stores cost less but offer fewer guarantees, and some include parallels exclusive to retail. Neither is better in every case; it depends on whether you enjoy the thrill of opening or prefer to spend your budget more predictably on specific single cards.',
  },
  { type: 'heading', text: 'Rookie cards and prospect cards' },
  {
    type: 'paragraph',
    text: "Rookie cards are the most widely collected cards of any player, because they are the first cards issued after the player reaches the major leagues. Modern rookie cards carry an official RC logo, making them easy to spot. Prospect cards come earlier: players often appear in Bowman products while still in the minor leagues, and a player's first card in a Bowman product is marked as a 1st Bowman card. Collectors who follow prospects are betting, in a sense, that a young player will develop into a star.",
  },
  {
    type: 'paragraph',
    text: 'Prospect collecting can be rewarding, but it carries real risk. Many highly rated prospects never become everyday major leaguers, and card prices can swing quickly with a hot streak, an injury or a trade. If you enjoy following the minor leagues, collect players you genuinely like watching, spread your budget across several names and avoid spending money you would miss. For established stars, rookie cards tend to be the centerpiece, with condition and parallel type doing most of the work in separating ordinary copies from special ones.',
  },
  { type: 'heading', text: 'Autographs and memorabilia' },
  {
    type: 'paragraph',
    text: 'Modern products include certified autograph cards, signed either directly on the card or on a sticker applied to it, with a statement from the manufacturer on the back guaranteeing authenticity. Memorabilia cards contain a piece of a jersey, bat or other item. Many collectors also gather signatures in person at ballparks or by mail. Those autographs can be wonderful keepsakes, but they carry no certification, so if you ever plan to sell them, a respected third-party authentication service adds buyer confidence.',
  },
  { type: 'heading', text: 'A sensible way to start' },
  {
    type: 'list',
    items: [
      'Pick a focus, such as your favorite team, one player, a set from the year you were born or the flagship set of the current season.',
      'Set a monthly budget, and decide how much goes to opening packs versus buying singles.',
      'Visit a local card shop or card show to see cards in person and learn from experienced collectors.',
      'Buy a few penny sleeves, top-loaders and a storage box before your first big purchase.',
      'Store your cards in a cool, dark place with relative humidity between 35% and 50%.',
      'Learn the basics of condition: centering, corners, edges and surface all affect value, especially on vintage cards.',
    ],
  },
  { type: 'heading', text: 'Before you submit a baseball card for grading' },
  {
    type: 'paragraph',
    text: 'Whether it is a vintage star with a bit of wear or a chrome rookie straight from the pack, the grade a card might earn decides whether official grading is worth the fee. Gradewise gives you an estimate from a real grader using your photos. Take ten pictures, front, back and the four corners of each side, and spend one credit. You get an anticipated grade and a ceiling grade, front and back centering, the raw and graded value and the issues found, from corner damage to surface scratching, with an explanation.',
  },
  {
    type: 'paragraph',
    text: 'Most estimates come back in one to two hours, and nothing needs to be mailed. They are not official grades, but they help you choose which cards to send and which to enjoy as they are. Vintage borders are often uneven, so the free Gradewise centering tool is a good first check, and our guide to photographing a card will help you get sharp, glare-free pictures.',
  },
];

export default { ...summary, content } satisfies Article;
