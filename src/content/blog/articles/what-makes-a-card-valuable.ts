import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'what-makes-a-card-valuable',
  title: 'What Makes a Trading Card Valuable? Scarcity, Condition and Demand',
  displayTitle: 'What Makes a Card Valuable',
  date: '2025-06-30',
  description:
    'Scarcity, condition, demand, the player or character, the era and grading: the six forces behind a trading card price, explained in plain English.',
  keywords: [
    'card value',
    'what makes a card valuable',
    'trading card prices',
    'card scarcity',
    'card condition',
    'graded card value',
  ],
  topic: 'investing',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: "Two cards can look almost identical in a binder and still be worth wildly different amounts. One sells for the price of a coffee, the other for the price of a used car. The difference is rarely luck. A card's value comes from a handful of forces working together: how many copies exist, what shape this copy is in, how many people want it, who or what is pictured, when it was made, and whether a grading company has vouched for it. Once you understand each one, prices stop looking random.",
  },
  { type: 'heading', text: 'Scarcity: how many copies really exist' },
  {
    type: 'paragraph',
    text: 'Scarcity is the starting point. A card printed in huge numbers can be popular and still cheap, because there is always another copy for sale. Manufacturers create scarcity on purpose with short prints, parallels in different colours or finishes, inserts pulled at low odds, and serial-numbered cards stamped with something like 12/25. Accidental scarcity matters too: error cards that were corrected mid-run, promotional cards handed out at a single event, or cards from products that sold poorly and were thrown away.',
  },
  {
    type: 'paragraph',
    text: 'Be careful with the word rare, though. A card is only scarce in a way that matters if people are competing for the few copies that exist. An obscure low-numbered parallel of a forgotten player can be genuinely hard to find and still sell slowly, while a common base card of a superstar trades every day at a healthy price.',
  },
  { type: 'heading', text: 'Condition: the biggest multiplier' },
  {
    type: 'paragraph',
    text: "For the same card, condition is usually what separates an ordinary price from an exceptional one. Collectors judge four things: centering of the printed image within the borders, the sharpness of the four corners, the cleanliness of the edges, and a surface free of scratches, dents, print lines and creases. A small flaw that you barely notice at arm's length can be the difference between a near-top grade and a middling one.",
  },
  {
    type: 'paragraph',
    text: 'The gap is not linear. Moving from a worn copy to a clean one adds value, but moving from a very nice copy to a nearly flawless one can multiply it, because so few copies survive in top shape. That is especially true for older cards, which passed through decades of rubber bands, shoeboxes and bicycle spokes before anyone thought of them as assets.',
  },
  { type: 'heading', text: 'Demand: who is chasing the card' },
  {
    type: 'paragraph',
    text: 'Supply only sets the stage; demand decides the price. Demand comes from several groups at once: set builders who need one copy to finish a checklist, fans of a particular player or character, players of a trading card game who want the card for their deck, and people buying as a speculation. When all of these groups want the same card, prices climb quickly. When only one group cares, the market is thinner and more fragile.',
  },
  {
    type: 'paragraph',
    text: "Demand also moves with events. A breakout season, a hall of fame induction, an anniversary, a new film or game release, or a change to a game's tournament rules can send interest up or down almost overnight. Prices driven by short-term excitement often settle back once the news cycle moves on, so it pays to look at sales over several months rather than the last few days before you decide what a card is really worth.",
  },
  { type: 'heading', text: 'The player or character on the card' },
  {
    type: 'paragraph',
    text: "Who or what is pictured carries enormous weight. In sports cards, the stars and legends of a sport hold value best, and a player's first recognised cards, usually called rookie cards, tend to be the most sought after. In Pokémon, Magic: The Gathering and Yu-Gi-Oh!, beloved characters, iconic monsters and striking artwork draw collectors who may never play the game. A card that is also strong in competitive play gets a second layer of demand on top of its collector appeal.",
  },
  {
    type: 'list',
    items: [
      'Sports: established legends and rookie cards of top players tend to hold interest longest.',
      'Pokémon: fan-favourite characters and special illustration styles attract collectors beyond the player base.',
      'Magic and Yu-Gi-Oh!: older staples and cards still used in tournaments combine collector and player demand.',
    ],
  },
  { type: 'heading', text: 'Era and age' },
  {
    type: 'paragraph',
    text: 'When a card was made shapes both supply and condition. Older vintage cards were printed on rougher stock, handled without care and rarely preserved, so high-grade copies are scarce. Some later periods, particularly the years of heavy overproduction in the late 1980s and early 1990s, produced so many cards that most of them remain inexpensive even in excellent shape. Modern products swing the other way, with deliberately limited parallels and autographs. Age alone never guarantees value, but age combined with demand and surviving condition often does.',
  },
  { type: 'heading', text: 'Grading and authentication' },
  {
    type: 'paragraph',
    text: 'A grade from an established company such as PSA, BGS/Beckett, SGC or CGC turns a condition claim into something buyers can rely on. The card is checked for authenticity, assigned a number on a 1 to 10 scale and sealed in a tamper-evident holder. That certainty is why graded cards usually sell more easily and at higher prices than raw copies in comparable condition, especially for valuable cards where a buyer cannot afford to be wrong.',
  },
  {
    type: 'paragraph',
    text: 'Grading also makes scarcity measurable. Companies publish population reports showing how many copies they have graded at each level, so collectors can see how rare a top grade really is. A card with only a few copies at the highest grade can command a striking premium over the same card one step lower, while a card with thousands of top-grade copies gains far less from the label. Checking those reports is a quick way to understand how much a grade adds.',
  },
  { type: 'heading', text: 'Find out what your card could be worth' },
  {
    type: 'paragraph',
    text: 'Condition is the one value factor that is specific to your copy, and it is the hardest to judge on your own. Gradewise lets you photograph your card, ten photos covering the front, the back and all eight corners, and spend one credit to have a real grader review it. You get an anticipated grade and a ceiling grade, front and back centering, the issues found, and an estimate of the raw and graded value, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is an estimate, not an official grade, and the card never leaves your hands because nothing is mailed. What it gives you is a clear view of where your copy likely sits before you pay for a submission, so you can decide with numbers instead of hope. If you only want to check centering first, the free centering tool is a good place to start.',
  },
];

export default { ...summary, content } satisfies Article;
