import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-sell-your-cards-online-for-maximum-profit',
  title: 'How to Sell Your Trading Cards Online for Maximum Profit',
  displayTitle: 'How to Sell Your Cards Online for Maximum Profit',
  date: '2025-06-30',
  description:
    'A practical guide to selling trading cards online: pricing from sold listings, photos, titles, fees, safe shipping and when to list.',
  keywords: [
    'sell trading cards online',
    'how to sell cards',
    'card listing photos',
    'selling fees',
    'shipping trading cards',
    'card pricing',
  ],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Two sellers can list the same card on the same day and walk away with very different amounts. The difference rarely comes down to luck. It comes from a fair starting price, clear photos, a title buyers can actually find, an honest description, and knowing exactly what fees and shipping will take out of the sale. None of this needs special equipment or years of experience. This guide walks through each step so that more of the final price ends up in your pocket and fewer sales end in returns, disputes or disappointed buyers.',
  },
  { type: 'heading', text: 'Price from what cards actually sold for' },
  {
    type: 'paragraph',
    text: 'Start every listing with research, not hope. Asking prices only tell you what other sellers would like to get; completed sales tell you what buyers were willing to pay. Search for your exact card, including the year, set, card number and any parallel or variation, then filter to sold or completed listings. Look at the last few weeks rather than the last few years, because card prices move. Match condition as closely as you can: a raw card in average shape should not be priced against a copy in a high-grade slab, and a graded card should be compared with the same grade from the same grading company.',
  },
  {
    type: 'paragraph',
    text: 'Once you have a handful of comparable sales, throw out the obvious oddities, such as a sale far above or below the rest, and look at the middle of the range. If your card is in better shape than most of the copies that sold, you can reasonably aim toward the top of that range. If it has a soft corner or a visible scratch, price it honestly below the clean copies. A realistic price sells faster, and a card that sits for weeks often ends up discounted anyway.',
  },
  { type: 'heading', text: "Take photos that answer buyers' questions" },
  {
    type: 'paragraph',
    text: 'Online buyers cannot pick the card up, so your photos do the job of their hands and eyes. Shoot the front and the back on a plain, dark or neutral background, in soft, even daylight or a diffused lamp, with the card filling most of the frame. Avoid harsh direct light, which creates glare that can hide scratches and makes buyers suspicious. Take close-ups of all four corners and any flaw you know about. If the card is in a sleeve or top loader, consider photographing it outside the holder as well, because plastic often hides surface wear.',
  },
  {
    type: 'list',
    items: [
      'Clean the lens and the sleeve before shooting; dust looks like damage in close-ups.',
      'Keep the camera parallel to the card so the borders are not distorted and centering reads correctly.',
      'Tilt the card slightly under a light for one extra photo to show the surface honestly.',
      'Photograph the actual card you are selling, never a stock image.',
    ],
  },
  { type: 'heading', text: 'Write titles and descriptions people can search' },
  {
    type: 'paragraph',
    text: "Buyers find cards by typing specific words into a search box, so your title should contain the details they are likely to type: year, manufacturer, set, player or character name, card number, parallel or variation, and rookie or first-edition status where it applies. If the card is graded, include the company and the grade. Leave out filler words like 'wow' or 'look', which take up space without helping anyone find the card. A plain, complete title almost always outperforms a clever one.",
  },
  {
    type: 'paragraph',
    text: 'In the description, say what the photos show and point out anything a buyer might miss, like a faint print line or slight edge wear on the back. Being upfront costs you very little on price and saves you a great deal in returns and negative feedback. State how the card will be packed and shipped, and whether you combine shipping on multiple purchases. Short, factual sentences work better than a wall of text, and a description that matches the photos builds trust quickly.',
  },
  { type: 'heading', text: 'Know your fees before you set a price' },
  {
    type: 'paragraph',
    text: 'Marketplaces usually take a percentage of the sale, and some also take a percentage of the shipping charged or a small fixed fee per order. Payment processing may be bundled in or charged separately. Before you list, work out your net: the sale price minus every fee, minus the cost of postage and supplies. On a low-value card, a fixed fee plus tracked postage can swallow most of the sale, which is why many sellers group cheaper cards into lots. Check the current fee page of whichever platform you use, since fee structures change from time to time.',
  },
  { type: 'heading', text: 'Ship so the card arrives exactly as pictured' },
  {
    type: 'paragraph',
    text: "Good packing protects both the card and your sale. Put the card in a penny sleeve, then a top loader or semi-rigid holder, and seal the opening with a small piece of painter's tape so the card cannot slide out. Sandwich the holder between pieces of cardboard or place it in a team bag inside a bubble mailer. For valuable cards, use tracked shipping at minimum and consider signature confirmation or insurance. A plain envelope with no protection may be cheap, but a bent card usually means a refund, so the savings rarely add up.",
  },
  { type: 'heading', text: 'Time your listings' },
  {
    type: 'paragraph',
    text: 'When you list can matter almost as much as how. Sports cards tend to draw the most attention while a player is performing well and in the news, and trading card game singles often get a lift when a card becomes popular in competitive play or a new set renews interest in a character. If you are running an auction, aim for it to end when your buyers are likely to be awake and browsing, often an evening or weekend in your main market. Avoid listing into a moment when many identical copies are flooding the market, such as straight after a new release.',
  },
  { type: 'heading', text: "Know your card's condition before you list" },
  {
    type: 'paragraph',
    text: 'Condition drives price more than almost anything else, and it also decides whether a card is worth grading before you sell. With Gradewise you photograph the card ten times (front, back and the four corners of each side), spend one credit, and a real grader sends back an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates, and any issues found, usually within one to two hours. It is a photo-based estimate, not an official grade, but it helps you decide whether to sell raw, submit for grading first, or describe a flaw you had missed. For a quick centering check, try the free centering tool.',
  },
];

export default { ...summary, content } satisfies Article;
