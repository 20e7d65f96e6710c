import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'buying-safely-at-card-shows',
  title: 'Buying Safely at Card Shows: Preparation, Inspection and Etiquette',
  displayTitle: 'Buying Safely at Card Shows',
  date: '2025-07-02',
  description:
    'Get the most from a card show: what to research and bring, how to inspect cards at the table, negotiate politely, pay safely and follow dealer etiquette.',
  keywords: [
    'card shows',
    'buying cards at card shows',
    'card show tips',
    'card show etiquette',
    'negotiating card prices',
    'inspecting cards',
  ],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Card shows are one of the best parts of the hobby. You can see cards in person before buying, talk to dealers who know their stock, and find things that rarely turn up online. They are also busy, distracting places where it is easy to overspend, miss a flaw under bright table lights or lose track of your wallet. A little preparation before you go, and a calm routine once you are there, makes the day more enjoyable and a lot safer.',
  },
  { type: 'heading', text: 'Prepare before you go' },
  {
    type: 'paragraph',
    text: 'Decide on a budget and a want list before you set foot in the hall. Shows are full of temptation, and a clear plan keeps you focused on the cards you actually want. For each card on your list, look up recent sold prices, not asking prices, for the condition you are hoping to buy, and note them on your phone. Knowing the market is your strongest position in any negotiation, and it helps you recognise a genuinely good deal quickly.',
  },
  {
    type: 'list',
    items: [
      'Cash in small notes, plus a card or payment app as a backup',
      'A loupe or small magnifier and your phone’s torch for inspecting surfaces',
      'Penny sleeves, top loaders and a sturdy box or binder to carry purchases',
      'A fully charged phone and a battery pack for price checks and lookups',
      'Your want list and price notes',
      'A bag that closes securely and that you can keep in front of you',
    ],
  },
  { type: 'heading', text: 'Inspect every card before you pay' },
  {
    type: 'paragraph',
    text: 'Always ask before handling a dealer’s cards, and only take a card out of its holder with permission. Most dealers are happy to let a serious buyer look closely. Work through the same checks every time: corners for softness and whitening, edges for chipping, the surface for scratches, dents and print lines, and centering on both sides. Tilt the card under your torch at a low angle, because table lighting is often harsh and can hide surface marks. Check the back too; it is easy to forget in the excitement.',
  },
  {
    type: 'paragraph',
    text: 'For graded cards, look up the certification number on the grading company’s website using your phone, and check that the card, grade and details match the slab. Examine the case for cracks or signs of tampering. If anything does not add up, thank the dealer and move on; there will be other copies. A few minutes spent checking here can save a costly mistake.',
  },
  { type: 'heading', text: 'Negotiate politely' },
  {
    type: 'paragraph',
    text: 'Negotiating is normal at most shows, but how you do it matters. Start friendly, ask whether there is any flexibility on the price, and make a reasonable offer based on the sold prices you researched. Very low offers tend to end conversations rather than start them. Buying several cards from one dealer often gets a better bundle price, and some dealers offer a little off for cash. Late in the day, dealers may be keener to sell than to pack stock away.',
  },
  {
    type: 'paragraph',
    text: 'Be ready to walk away, and be gracious when you do. Dealers remember polite customers, and the one you thanked today may hold a card for you next time. Once you have agreed a price, honour it; backing out after shaking hands is the fastest way to lose goodwill. If you plan to come back later, say so honestly, and only ask a dealer to hold a card if you really mean to return.',
  },
  { type: 'heading', text: 'Keep cash and payments safe' },
  {
    type: 'paragraph',
    text: 'Crowded halls attract pickpockets, and collectors carrying cash and cards are an obvious target. A few simple habits keep you safe:\n- Split your cash between two or three pockets so you never show all of it at once.\n- Keep your bag closed and in front of you, and never leave it unattended on a table.\n- For digital payments, use methods with buyer protection where possible, and confirm the payment has gone through before walking away.\n- Ask for a receipt for larger purchases, or photograph the card with the dealer’s table and note the price.\n- Sleeve and secure every purchase immediately, before moving to the next table.',
  },
  { type: 'heading', text: 'Show etiquette' },
  {
    type: 'list',
    items: [
      'Do not lean on glass display cases or put drinks and food on dealer tables.',
      'Wait your turn; do not interrupt a dealer who is in the middle of a deal with someone else.',
      'Ask before photographing a dealer’s stock.',
      'Handle cards by the edges and put them back exactly as you found them.',
      'Do not block a busy table while scrolling through prices; step aside and come back.',
      'Never negotiate on a card another customer is holding.',
    ],
  },
  { type: 'heading', text: 'Check your show finds from home' },
  {
    type: 'paragraph',
    text: 'Raw cards bought at a show often look different under your own lights at home, and it is natural to wonder whether they are worth grading. Gradewise’s free centering tool gives you a quick first check on any card’s borders, and for the cards that pass, you can get a full estimate: ten photos of the front, back and eight corners, one credit, and a human grader returns an anticipated grade, a ceiling grade, front and back centering, raw and graded values and the issues they found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is a photo-based estimate rather than an official grade, but it tells you which of your show finds are likely to be worth a grading fee and which are best enjoyed raw. Because it works from photos, you can check a card the same evening, while the details of what you paid and who you bought it from are still fresh for your records.',
  },
];

export default { ...summary, content } satisfies Article;
