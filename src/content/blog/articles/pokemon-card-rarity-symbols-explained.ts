import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'pokemon-card-rarity-symbols-explained',
  title: 'Pokémon Card Rarity Symbols Explained: Circles, Diamonds and Stars',
  displayTitle: 'Pokémon Rarity Symbols Explained',
  date: '2025-06-30',
  description:
    "What the circle, diamond and star on a Pokémon card mean, how modern special rarities and secret rares work, and how to read a card's set number.",
  keywords: [
    'pokemon rarity symbols',
    'pokemon card rarity',
    'pokemon secret rare',
    'pokemon set number',
    'pokemon promo cards',
    'pokemon star symbol',
  ],
  topic: 'pokemon',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Turn over a pile of freshly opened Pokémon cards and look along the bottom edge of each one. Next to the collector number you will find a tiny symbol that tells you how common the card is meant to be. It is one of the first things experienced collectors check, yet it confuses many newcomers, especially now that modern sets use stars in several colors and quantities. This guide explains what the classic symbols mean, how the newer tiers fit on top of them, and how to read the set number printed beside them.',
  },
  { type: 'heading', text: 'The three classic symbols' },
  {
    type: 'paragraph',
    text: "Since the game's earliest English sets, three black symbols have done most of the work. They are small, so a bright light and a steady hand help:\n- A circle marks a common, the cards you will pull several of in every pack.\n- A diamond marks an uncommon, which appear less often and frequently include useful Trainer cards and evolved Pokémon.\n- A star marks a rare, the card slot that gets the most attention when a pack is opened.",
  },
  {
    type: 'paragraph',
    text: 'One point surprises people: in older sets, a single black star covered both regular rares and holographic rares. The symbol told you the card was rare, while the shiny artwork told you it was the holo version. A plain star on vintage cards does not, by itself, tell you whether you are looking at the more desirable holo. Compare the artwork box: a holo rare has a foil pattern behind the illustration, while the regular rare has a flat, printed image that does not catch the light.',
  },
  { type: 'heading', text: 'Stars beyond the basic rare' },
  {
    type: 'paragraph',
    text: 'Over the years the game has added many premium card types: Pokémon-ex, GX, V and VMAX cards, full-art Trainers, rainbow and gold finishes and alternate illustrations. In recent series the rarity symbol itself spells out these tiers. The Scarlet & Violet era, for example, uses two black stars for double rares, two silver stars for ultra rares, and gold stars for the top tiers: one for an illustration rare, two for a special illustration rare and three for a hyper rare. A few special categories, such as ACE SPEC cards, have their own distinct symbol.',
  },
  {
    type: 'paragraph',
    text: 'The exact symbols and names can change when a new series begins, so treat any chart you find online as a guide to one era rather than the whole history of the game. A useful rule of thumb holds across recent sets: more stars and brighter colors generally mean a scarcer card. Also remember that reverse holo is a finish rather than a rarity. A reverse holo common still carries a circle, even though the foil covers everything except its artwork.',
  },
  { type: 'heading', text: 'Promos and Japanese rarity codes' },
  {
    type: 'paragraph',
    text: 'Promotional cards follow their own system. Instead of a circle, diamond or star, they carry a black star with the word PROMO, and they are numbered in a separate promo series rather than as part of a main expansion. You will find them in tins, collection boxes, Elite Trainer Boxes, prerelease kits and event giveaways. Some are printed in enormous quantities and others only briefly, so the promo star on its own says little about how hard a particular card is to find.',
  },
  {
    type: 'paragraph',
    text: 'If you collect Japanese cards, you will notice that many recent releases print the rarity as letters rather than shapes. Codes such as C, U and R match common, uncommon and rare, while longer codes such as RR, SR, AR, SAR and UR mark the premium tiers. The tiers do not always line up one-to-one with their English counterparts, and the contents of Japanese sets often differ from the English sets that reuse their cards, so check a reliable checklist before assuming two cards are equivalent.',
  },
  { type: 'heading', text: 'Reading the set number' },
  {
    type: 'paragraph',
    text: "Beside the rarity symbol you will find a number such as 025/165. The first figure is the card's position in the set and the second is the set's official total. When the first number is higher than the second, as in 180/165, you are holding a secret rare: a card printed beyond the main list, usually with special artwork or a premium finish. Secret rares have existed in various forms for a long time, and in modern sets most of the chase cards sit in this range above the official count.",
  },
  {
    type: 'list',
    items: [
      'Some sets include subsets with their own prefixes, such as a trainer gallery or shiny vault, numbered separately from the main list.',
      'The set symbol, a small emblem near the number, identifies which expansion the card comes from.',
      'Recent cards also show a regulation mark, a single letter in a box, which governs tournament legality and has nothing to do with rarity.',
      'Early sets added edition markings, such as a 1st Edition stamp, which sit apart from the rarity symbol but can matter a great deal to collectors.',
    ],
  },
  { type: 'heading', text: 'Rarity is not the same as value' },
  {
    type: 'paragraph',
    text: 'It is tempting to assume that the most stars always means the most money, but the market rarely works that neatly. Popularity of the Pokémon, the appeal of the artwork, the reputation of the set and demand from players all pull prices around. Condition matters most of all. A common in immaculate condition can be harder to find than a well-played rare, and among premium cards, textured and full-art surfaces show scratches and edge wear easily. Two copies of the same card with the same symbol can be worth very different amounts.',
  },
  {
    type: 'paragraph',
    text: 'That is why serious collectors look at the rarity first and then inspect the card itself: centering of the borders, whitening along the back edges, sharpness of the corners and the surface under a light. Rarity tells you what the card is. Condition tells you what this particular copy is worth, and it is the part that grading companies focus on.',
  },
  { type: 'heading', text: 'Check the condition behind the symbol' },
  {
    type: 'paragraph',
    text: "Pulled a gold-star card or a secret rare and wondering whether it could earn a high grade? Gradewise gives you a photo-based estimate before you commit to an official submission. Take ten photos, covering the front, the back and the four corners of each side, and use one credit. A real grader reviews them and sends back an anticipated grade and a ceiling grade, front and back centering, the card's raw and graded value, and any issues spotted, such as corner whitening or surface scratching, with an explanation.",
  },
  {
    type: 'paragraph',
    text: "Most estimates are back within one to two hours, and within twelve even at busy times. They are not official grades, but they help you decide which of your best pulls are worth the cost of grading and which are better enjoyed in a binder. For a quick first check, try the free Gradewise centering tool on your card's front and back borders.",
  },
];

export default { ...summary, content } satisfies Article;
