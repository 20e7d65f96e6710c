import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-the-card-market-moves-hype-cycles-and-seasons',
  title: 'How the Card Market Moves: Hype Cycles, Seasons and News Spikes',
  displayTitle: 'How the Card Market Moves',
  date: '2025-07-03',
  description:
    'Why card prices rise and fall: hype cycles, sports seasons, new set releases and news-driven spikes, plus how to stay calm and buy or sell sensibly.',
  keywords: [
    'card market trends',
    'hype cycle',
    'card prices',
    'sports card seasons',
    'new set releases',
    'when to sell cards',
  ],
  topic: 'market',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Card prices rarely move in a straight line. A card can double in a week, drift for months, then fall back to where it started. To a newcomer these swings can look random, but most follow patterns that repeat across sports, games and eras. Once you recognize them, you can avoid buying at the top of a frenzy, spot better moments to sell, and keep a steady head when everyone around you seems to be panicking or celebrating. Here are the forces that move the market most often.',
  },
  { type: 'heading', text: 'The anatomy of a hype cycle' },
  {
    type: 'paragraph',
    text: 'Most sharp price moves follow a similar shape. A trigger, such as a breakout performance or a viral video, draws attention to a card. Early buyers move first and prices start to climb. Rising prices attract more buyers, some of whom are buying mainly because prices are rising, and the climb steepens. Sellers then notice, list their copies, and supply catches up with demand. The price peaks, often suddenly, and drifts or drops to a new level that is usually higher than before the trigger but lower than the peak.',
  },
  {
    type: 'paragraph',
    text: 'The key lesson is that the peak tends to arrive when excitement is loudest. By the time a card is being talked about everywhere, the early gains have often been made. That does not mean you should never buy a popular card, but it does mean paying attention to where in the cycle you are. If recent sales have multiplied in days and listings are appearing fast, you may be near the top.',
  },
  { type: 'heading', text: 'Seasons in sports cards' },
  {
    type: 'paragraph',
    text: "Sports cards follow the calendar of their sport. Interest in a player tends to rise during the season, when they are on television and in the headlines, and to peak around the playoffs and championships. In the offseason, attention drifts and prices for many active players soften. Drafts, the arrival of highly rated rookies and the release of a new year's products create their own bursts of activity. Many collectors buy quietly in the offseason and consider selling when a player is in the spotlight.",
  },
  {
    type: 'list',
    items: [
      'Start of season: new rookies debut and early performances set expectations.',
      'Mid-season: hot streaks and slumps move prices for individual players.',
      'Playoffs and finals: attention peaks, especially for players in deep runs.',
      'Offseason: lower attention and often softer prices for many active players.',
    ],
  },
  { type: 'heading', text: 'Release cycles in trading card games' },
  {
    type: 'paragraph',
    text: "Trading card games move with their release schedules. Before a new set arrives, previews build excitement and chase cards often sell at high presale prices. Once the set is out and boxes are being opened, supply of its singles grows quickly and prices for many cards fall from their early highs. Cards that prove useful in competitive play can rise again, while others settle. Publishers of games such as Magic: The Gathering and Yu-Gi-Oh! also restrict or ban cards in competitive formats from time to time, which can change a card's demand overnight.",
  },
  {
    type: 'paragraph',
    text: 'Reprints are another big force. When a popular older card is reprinted in a new product, the original often dips as players who only need a playable copy buy the cheaper version, though original printings with collector appeal may hold up. Anniversaries, new video games, films and television series can also renew interest in a franchise and lift older cards alongside the new.',
  },
  { type: 'heading', text: 'News-driven spikes' },
  {
    type: 'paragraph',
    text: "Some of the fastest moves come from news. A trade to a bigger market, an award, a record-breaking game or a Hall of Fame announcement can send a player's cards up within hours. Injuries, suspensions and scandals can push them down just as fast. Outside sports, a celebrity showing off a card or a headline-making sale can put the spotlight on a whole category. These spikes are often short-lived, because the news fades while the number of cards stays the same, and sellers respond by listing more copies.",
  },
  { type: 'heading', text: 'How to stay calm' },
  {
    type: 'paragraph',
    text: 'The best defense against hype is a plan made before the excitement starts. Decide what you want to collect and roughly what you are willing to pay, and stick to it. Check sold prices over several months rather than days, so that a single spike does not reset your idea of value. If you feel pressure to buy right now before it is too late, that pressure is itself a sign to wait. The same applies in reverse: a sudden drop is not always a reason to sell, especially if you bought the card because you like it.',
  },
  {
    type: 'paragraph',
    text: 'If you do want to sell into a spike, act while attention is high, but be realistic. List at a price near recent sales rather than at the single highest one, and be ready to move quickly, because spikes fade. Keep some perspective, too: most collectors who enjoy the hobby for years do so by treating price swings as background noise rather than as the main event.',
  },
  { type: 'heading', text: 'Know your card before the market moves' },
  {
    type: 'paragraph',
    text: 'When prices jump, the collectors who benefit most are the ones who already know what their cards are worth and whether they are worth grading. Gradewise helps you get there before the next spike: upload ten photos, spend one credit, and a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and the issues found, usually within one to two hours. It is a photo-based estimate, not an official grade, but it lets you act quickly and with confidence when the moment comes.',
  },
];

export default { ...summary, content } satisfies Article;
