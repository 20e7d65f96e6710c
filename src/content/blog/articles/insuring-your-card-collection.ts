import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'insuring-your-card-collection',
  title: 'Insuring Your Card Collection: When and How to Get Cover',
  displayTitle: 'Insuring Your Card Collection',
  date: '2025-07-01',
  description:
    'When a card collection is worth insuring, how home insurance limits compare with collectibles policies, and the records you need to make a claim.',
  keywords: [
    'card collection insurance',
    'insure trading cards',
    'collectibles insurance',
    'homeowners insurance collectibles',
    'insuring graded cards',
    'collection valuation',
  ],
  topic: 'shipping',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Most collectors never think about insurance until something goes wrong: a burst pipe above the card room, a break-in, a parcel that never arrives. By then it is too late to discover that your home policy covers far less than you assumed. Insurance is not necessary for every collection, but once your cards are worth a meaningful sum, it is worth understanding your options. This guide explains when to consider cover, the difference between home and collectibles policies, and what records you need.',
  },
  { type: 'heading', text: 'When insurance starts to make sense' },
  {
    type: 'paragraph',
    text: 'A common rule of thumb is to start looking seriously at insurance once a collection is worth more than about 5,000 to 10,000 dollars. Below that, many collectors accept the risk themselves, relying on careful storage. Above it, losing the collection would be a real financial blow, and the cost of a policy is often modest compared with the value protected. The right point for you depends on how much you could afford to lose and how much you move your cards around.',
  },
  {
    type: 'paragraph',
    text: 'Value can creep up without you noticing. A few cards that rise in price, a new graded card or two, and a collection that was a hobby expense becomes a significant asset. It is worth reviewing the total value at least once a year, and after any big purchase, so that you know whether you have crossed the line where cover becomes sensible.',
  },
  { type: 'heading', text: 'What your home or renter’s policy may cover' },
  {
    type: 'paragraph',
    text: 'Home and renter’s policies often cover the contents of your home, which may include cards, but they frequently set a limit for collectibles or valuables, sometimes a low one. They may only cover certain events, such as fire or theft, and not accidental damage or items lost in transit. A claim may be paid on a depreciated value rather than today’s market price, and the deductible reduces what you receive. Some insurers let you add specific items to a schedule or rider for extra cost.',
  },
  {
    type: 'paragraph',
    text: 'Terms vary widely between insurers and countries, so the only reliable answer comes from reading your own policy and asking your insurer directly. When you call, have a rough total value ready and ask specifically how collectibles are treated, because the person you speak to may not think of trading cards as valuables unless you tell them. Do not assume that because your home is insured, your collection is insured for its full value.',
  },
  { type: 'heading', text: 'Dedicated collectibles policies' },
  {
    type: 'paragraph',
    text: 'Specialist collectibles insurance is designed for collections like yours. These policies often cover a wider range of risks, including accidental breakage, and may extend to cards in transit or at card shows. Some agree values in advance or pay based on current market value, which can suit collections whose prices change. Because they are built for collectors, the insurer is more likely to understand the difference between a raw card and a graded one.',
  },
  {
    type: 'list',
    items: [
      'Does the policy cover accidental damage, theft, fire and water damage?',
      'Are cards covered while being shipped, at a grading company or at a card show?',
      'How is value decided at claim time: agreed value, market value or replacement cost?',
      'Is there a limit per item, and do high-value cards need to be listed individually?',
      'What storage or security conditions does the insurer require?',
      'What documents will you need to make a claim?',
    ],
  },
  { type: 'heading', text: 'Documentation makes or breaks a claim' },
  {
    type: 'paragraph',
    text: 'An insurer needs proof that you owned the cards and evidence of what they were worth. Without it, even a good policy may pay out far less than you expect. The strongest record combines an inventory, photographs and proof of value. Keep it somewhere other than with the cards themselves, such as in cloud storage, so a fire or flood does not destroy the evidence along with the collection. Your records should include:\n- an itemised list with set, card number, variant and condition;\n- clear front and back photos of every valuable card;\n- receipts, invoices or order confirmations;\n- certification numbers for graded cards;\n- recent comparable sales or an appraisal for your most valuable items.',
  },
  {
    type: 'paragraph',
    text: 'Update the values regularly. Card prices can rise and fall significantly, and a schedule written several years ago may leave you under-insured, or paying for cover you no longer need. Set a reminder to review the inventory at least once a year, and update it straight away when you buy or sell a significant card, so the list always matches what is actually in your cabinet.',
  },
  { type: 'heading', text: 'Reduce the risk as well as insuring it' },
  {
    type: 'paragraph',
    text: 'Insurance is a backstop, not a substitute for care. Store cards in a dry interior room at 35% to 50% relative humidity, off the floor and away from pipes. Keep your most valuable cards in a locked cabinet or safe, and avoid posting photos online that reveal where you live or how your collection is stored. When you ship, use tracked services with appropriate cover, and when you attend shows, keep valuable cards on your person. Insurers may also look more favourably on collections that are clearly well protected.',
  },
  { type: 'heading', text: 'Know what your raw cards are worth' },
  {
    type: 'paragraph',
    text: 'Valuing raw cards is the hardest part of documenting a collection, because their worth depends so much on condition. Gradewise can help you build a clearer picture. For one credit, you upload ten photos of a card and a human grader returns an anticipated grade, a ceiling grade, front and back centering, an estimated raw value and graded value, and the issues found, usually within one to two hours, with no mailing involved.',
  },
  {
    type: 'paragraph',
    text: 'A Gradewise estimate is not an official grade or a formal appraisal, so check with your insurer about what evidence it accepts. But saving the results alongside your photos gives you a well-reasoned record of each card’s condition and likely value to work from. And because the service is photo-only, your most valuable cards never have to leave your home to be assessed.',
  },
];

export default { ...summary, content } satisfies Article;
