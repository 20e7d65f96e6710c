import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-spot-fake-trading-cards-and-avoid-scams',
  title: 'How to Spot Fake Trading Cards and Avoid Common Scams',
  displayTitle: 'Spotting Fake Cards and Scams',
  date: '2025-06-30',
  description:
    'Tell genuine cards from counterfeits by print quality, card stock and text, use the light test with caution, and recognise the scams that target collectors.',
  keywords: [
    'fake trading cards',
    'counterfeit cards',
    'how to spot fake pokemon cards',
    'card scams',
    'light test cards',
    'buying cards online safely',
  ],
  topic: 'authenticity',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Counterfeit cards have been around for as long as cards have been worth money, and they are more convincing than they used to be. Some are obvious at a glance; others need a careful look alongside a genuine copy. The best protection is a combination of knowing what real cards look and feel like and knowing how scammers operate. Neither takes special equipment, just a little practice, a magnifier and the habit of slowing down before you pay.',
  },
  { type: 'heading', text: 'Start with print quality' },
  {
    type: 'paragraph',
    text: 'Genuine cards are printed by large commercial printers using high-quality processes, and it shows. Text is crisp, thin lines are sharp and colours are consistent from card to card. Under a jeweller’s loupe or a phone’s macro mode, printed colour areas on a genuine card typically show a fine, regular pattern of tiny dots. Many counterfeits are printed on lower-quality equipment, so look for fuzzy or pixelated text, blurry artwork, a muddled or missing dot pattern, or colours that look too dark, too saturated or washed out.',
  },
  {
    type: 'paragraph',
    text: 'Holographic and foil cards deserve extra attention. Fakes often have the wrong holo pattern, a flat shine that does not move with the light, or foil across areas of the card that should be plain. Compare against a genuine copy of the same card from the same set whenever you can, because patterns vary between sets and eras.',
  },
  { type: 'heading', text: 'Check the card stock, text and symbols' },
  {
    type: 'paragraph',
    text: 'Real cards have a particular thickness, stiffness and surface finish, and experienced collectors can often feel a fake before they see it. Counterfeits may be too thin and floppy, too thick, unusually glossy, or have a rough, papery texture. Edges may be cut unevenly or have a different colour core from the genuine card. Hold the suspect card next to a common card from the same era and compare how each bends and how each surface catches the light.',
  },
  {
    type: 'list',
    items: [
      'Fonts that are the wrong typeface, weight or size, or letters spaced unevenly',
      'Spelling mistakes, odd grammar or incorrect accent marks, such as on the é in Pokémon',
      'Wrong or missing set symbols, rarity marks, card numbers or copyright lines',
      'Symbols, such as energy or mana icons, that are the wrong shape or colour',
      'A back design that is slightly off in colour, alignment or detail',
      'Attack damage, stats or text that do not match the official card',
    ],
  },
  {
    type: 'paragraph',
    text: 'The game publishers’ official sites are a good reference for checking card details and set information. For Pokémon, start at https://www.pokemon.com; for Magic: The Gathering, https://magic.wizards.com; and for Yu-Gi-Oh!, https://www.yugioh-card.com. If the text or numbering on a card does not match the official version, treat it as a serious warning sign. Official card information also helps you confirm that a card really exists in the language, edition or variant being offered.',
  },
  { type: 'heading', text: 'Use the light test with caution' },
  {
    type: 'paragraph',
    text: 'A popular quick check is to shine a phone torch through a card and see how much light passes through. Many genuine cards are made with layered stock that lets relatively little light through, while some fakes glow brightly. It can be a useful extra clue, but it is not proof either way. Results vary between games, sets, eras and even holo and non-holo cards, and better counterfeits are made to pass it. Always compare with a genuine card of the same type rather than judging from memory.',
  },
  {
    type: 'paragraph',
    text: 'Avoid destructive tests altogether. Tearing a card to inspect its core, as some online videos suggest, obviously destroys the card, and should only ever be done on a worthless common you are happy to lose. Scratching, bending or wetting a card to test it can ruin a genuine card you have just paid for. If you want a reliable reference, buy an inexpensive common from the same set and keep it for comparisons.',
  },
  { type: 'heading', text: 'Seller red flags and common scams' },
  {
    type: 'paragraph',
    text: 'Many fakes are sold through scams rather than spotted by examination, so watch the seller as closely as the card. Be cautious when you see:\n- prices far below what the card normally sells for;\n- stock images or photos that avoid showing the back or close-ups;\n- new accounts with little or no feedback selling high-value cards;\n- pressure to pay quickly or to move the conversation off the platform;\n- requests to pay in a way that has no buyer protection.',
  },
  {
    type: 'paragraph',
    text: 'Common scams include fake payment screenshots sent to sellers, resealed or tampered packs and boxes, photos of one card with a different, worse copy sent, and returns where a genuine card is swapped for a fake. Protect yourself by paying through methods with buyer protection, keeping all messages on the selling platform, recording cards and packs before shipping or opening, and buying expensive cards from established sellers with a clear history.',
  },
  { type: 'heading', text: 'Have a grader look before you commit' },
  {
    type: 'paragraph',
    text: 'If you have already bought a raw card and are wondering whether it is worth grading, Gradewise gives you a quick second pair of expert eyes. Upload ten photos of the front, back and all eight corners and use one credit; a human grader examines the card and sends back an anticipated grade, a ceiling grade, front and back centering, raw and graded values, any issues found and an explanation, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'A Gradewise estimate is a condition assessment from photos, not an official grade or a guarantee of authenticity, so for a high-value purchase it sits alongside the checks above rather than replacing them. If your grader notices something unusual, it will be in the explanation. Keep the result with your purchase records, so everything is in one place if you later need to raise a problem with the seller.',
  },
];

export default { ...summary, content } satisfies Article;
