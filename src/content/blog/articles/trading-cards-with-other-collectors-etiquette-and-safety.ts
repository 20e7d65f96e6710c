import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'trading-cards-with-other-collectors-etiquette-and-safety',
  title: 'Trading Cards With Other Collectors: Etiquette and Safety Tips',
  displayTitle: 'Trading Cards With Other Collectors',
  date: '2025-07-01',
  description:
    'How to trade cards fairly and safely: agreeing on value and condition, good trading etiquette, and how to protect yourself when trading by mail.',
  keywords: [
    'trading cards with collectors',
    'card trade etiquette',
    'trading by mail',
    'card trade safety',
    'fair trade value',
    'card condition',
  ],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Trading is one of the oldest and friendliest parts of the hobby. It lets you turn cards you no longer care about into ones you really want, often without any money changing hands, and it is a great way to meet other collectors. It also relies heavily on trust. A good trade leaves both people happy and keen to trade again; a bad one can cost you a valuable card and sour you on the whole experience. A little structure, honesty and caution go a long way toward making every trade a good one.',
  },
  { type: 'heading', text: 'Agree on value before anything else' },
  {
    type: 'paragraph',
    text: 'Most trade disputes start with a mismatch over value. Before you agree to anything, look up recent sold prices for every card involved, not asking prices, and make sure you are comparing the same version, set and condition. Share your numbers openly and invite the other collector to do the same. If the values are close, you may agree to trade straight across. If they are not, one side can add a smaller card or a little cash to balance things out. Agreeing on the method first, such as recent sold prices for comparable copies, avoids arguments later.',
  },
  {
    type: 'paragraph',
    text: "Fair does not always mean equal dollar value. Some collectors happily trade slightly 'down' to finish a set or land a favorite player, and that is their choice to make. What matters is that both people understand the values involved and agree freely. Be particularly careful when trading with younger or newer collectors: taking advantage of someone who does not know what their card is worth may be legal, but it is bad for the hobby and for your reputation.",
  },
  { type: 'heading', text: 'Agree on condition, too' },
  {
    type: 'paragraph',
    text: 'Two copies of the same card can differ a great deal in value because of condition, so describe yours honestly and ask for the same in return. Mention centering that is visibly off, soft or whitened corners, edge chipping, scratches or print lines, even if they are small. When trading online, ask for clear photos of the front, the back and the corners, ideally outside the sleeve, and take the same photos of your own cards. These pictures also serve as a record if there is a disagreement when the cards arrive.',
  },
  {
    type: 'paragraph',
    text: "For graded cards, condition is easier to agree on because the grade is printed on the label, but still look at the card itself. Check that the slab is not cracked, that the label matches the card inside, and, where the grading company offers one, use its online certification lookup to confirm the certificate number. For raw cards, avoid vague words like 'mint' unless you are genuinely confident. 'Clean corners, slight whitening on the back edge' is more useful than any single-word description.",
  },
  { type: 'heading', text: 'Good trading etiquette' },
  {
    type: 'list',
    items: [
      "Ask before handling someone else's cards, and handle them by the edges over a clean surface.",
      'Make a fair first offer rather than an insulting one; lowballing wastes time and ends conversations.',
      'Reply promptly, and say no politely if a trade is not for you.',
      'Once you agree a deal, stick to it; backing out after shaking hands damages trust quickly.',
      'Never pressure anyone, and accept a refusal gracefully.',
    ],
  },
  {
    type: 'paragraph',
    text: "At card shows and local stores, trade binders are an open invitation, but the usual manners still apply. Do not pull cards out of someone's binder or sleeves without asking, keep food and drinks well away from the table, and do not interrupt a trade that is already in progress. If a collector says they are not interested in trading a particular card, take them at their word. The same people tend to turn up at the same events, and a reputation for being fair and pleasant will bring you better trades over time.",
  },
  { type: 'heading', text: 'Trading by mail safely' },
  {
    type: 'paragraph',
    text: "Trading with someone you have never met brings extra risk, because one card may arrive while the other never ships. Before trading by mail, check the other collector's history:\n- Look for trade references or feedback in the community or group where you met.\n- Agree in writing, in one message thread, on exactly which cards, in what condition, and by which shipping method.\n- For a first trade with someone new, the collector with less feedback often ships first, or both agree to use a trusted middleman.\n- Exchange tracking numbers as soon as each package is sent.",
  },
  {
    type: 'paragraph',
    text: "Pack your cards exactly as you would for a sale: a penny sleeve, a top loader sealed with a small piece of painter's tape, and a sturdy bubble mailer or box. Use tracked shipping for anything of real value, and consider insurance or signature confirmation for expensive cards. When your package arrives, record a short video of yourself opening it. If something is damaged or not as described, that video and your original photos make it much easier to resolve the problem calmly.",
  },
  { type: 'heading', text: 'When a trade goes wrong' },
  {
    type: 'paragraph',
    text: 'Most problems are honest mistakes: a card that looked cleaner in photos, a package delayed in the post, or a mix-up over which parallel was agreed. Start with a polite message, share your photos or video, and give the other collector a chance to put it right. If someone stops replying or clearly acted in bad faith, report them to the group or platform where the trade was arranged so others can avoid them. Keeping every agreement in writing and every shipment tracked is the best protection you have.',
  },
  { type: 'heading', text: 'Settle condition questions before you trade' },
  {
    type: 'paragraph',
    text: 'Disagreements over condition are the hardest part of trading, especially for cards worth grading. Gradewise gives both sides a neutral reference point: photograph the card ten times, spend one credit, and a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and the issues found, usually within one to two hours. It is a photo-based estimate rather than an official grade, but it turns vague descriptions into specifics. For a quick look at centering alone, the free centering tool is a good first step.',
  },
];

export default { ...summary, content } satisfies Article;
