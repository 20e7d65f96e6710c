import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'taxes-and-record-keeping-for-card-sellers',
  title: 'Taxes and Record Keeping for Trading Card Sellers: The Basics',
  displayTitle: 'Taxes and Record Keeping for Card Sellers',
  date: '2025-06-30',
  description:
    'Why card sellers should track purchase prices, sale prices and fees, what records to keep, and why tax rules differ by country. General guidance only.',
  keywords: ['card seller taxes', 'record keeping', 'cost basis', 'selling fees', 'hobby income', 'collectibles tax'],
  topic: 'selling',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Selling a few cards from your collection feels like a hobby, not a business, and for many people it is. But money from card sales can still matter to the tax authorities, and the rules depend heavily on where you live, how often you sell and whether you make a profit. This article covers general principles and the records that make any tax question easier to answer. It is not tax advice. Rules differ from country to country, and sometimes within countries, so for your own situation, speak to a qualified tax professional.',
  },
  { type: 'heading', text: 'Why records matter' },
  {
    type: 'paragraph',
    text: 'In many places, what matters for tax is not how much you sold a card for but how much you gained, which is broadly the sale price minus what the card cost you and the expenses of selling it. Without records, you may not be able to show what you paid, which could mean paying tax on more than your real profit, or being unable to prove that a sale was actually a loss. Good records also help you as a collector, because they show which purchases worked out and what your collection really cost.',
  },
  {
    type: 'paragraph',
    text: "Records matter even more now that selling happens online. In some countries, including the United States, online marketplaces and payment services are required to report sellers' payments to the tax authorities once they pass certain thresholds. A report of that kind usually shows gross sales, not profit. If your own records show what you paid for each card and what fees you incurred, you are in a much better position to explain the difference.",
  },
  { type: 'heading', text: 'What to record for every card' },
  {
    type: 'paragraph',
    text: "A simple spreadsheet with one row per card is enough for most collectors. For each card, try to record:\n- what the card is: year, set, card number, player or character and any parallel\n- the date you bought it and the price you paid, including shipping and any buyer's premium\n- any costs that went into the card afterwards, such as grading fees and shipping to the grader\n- the date you sold it and the sale price\n- the fees you paid on the sale: marketplace, payment processing, shipping and supplies",
  },
  {
    type: 'paragraph',
    text: 'Keep the evidence behind each line: receipts, order confirmations, invoices from grading companies and screenshots of completed sales. Many marketplaces only show your full order history for a limited time, so download or save what you need as you go. Whether a cost such as grading can be added to what a card cost you depends on local rules, which is another good question for a tax professional, but having the figures ready costs you nothing.',
  },
  { type: 'heading', text: 'Hobby or business?' },
  {
    type: 'paragraph',
    text: 'Many tax systems draw a line between occasionally selling personal belongings and running a business. Selling a few cards now and then from your own collection is often treated differently from buying cards specifically to resell, selling regularly, or breaking boxes for profit. The distinction can affect what you report, which expenses you can deduct and whether other obligations apply. The exact tests vary by country, so if your selling is growing into something regular, get professional advice early rather than at the end of the year.',
  },
  {
    type: 'paragraph',
    text: 'Some countries also treat collectibles differently from other assets, with their own rates, allowances or exemptions, and the length of time you held a card may matter. Trades can count too: swapping one card for another is sometimes treated as a sale at market value, even though no money changed hands. None of these rules apply everywhere, which is exactly why a short conversation with a professional who knows your local rules is worth having.',
  },
  { type: 'heading', text: 'Habits that make tax time easy' },
  {
    type: 'list',
    items: [
      'Update your records when you buy or sell, not months later from memory.',
      'Keep collection purchases and resale stock clearly separated if you do both.',
      'Use a separate account or payment method for card sales if you sell often.',
      'Store digital copies of receipts in one folder, organized by year.',
      'Keep records for several years; many tax authorities can ask about past returns.',
      'Note the value of inherited or gifted cards when you receive them, as this may matter later.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Good record keeping has a side benefit: it makes insurance and estate planning easier too. If a collection grows past roughly 5,000 to 10,000 dollars, insuring it is worth considering, and an up-to-date list with purchase prices, photos and recent comparable sales makes both the policy and any claim much simpler. It also helps whoever might one day inherit your cards: a clear list of what you own, what you paid and roughly what each card is worth saves family members from guessing, or from selling something valuable for far less than it deserves.',
  },
  { type: 'heading', text: 'Add condition notes to your records' },
  {
    type: 'paragraph',
    text: "A record of what you own is more useful when it includes each card's condition. Gradewise gives you a written snapshot from ten photos: for one credit, a real grader returns an anticipated grade and a ceiling grade, front and back centering, raw and graded value estimates and the issues found, usually within one to two hours. It is an estimate, not an official grade or a formal appraisal, but saving it alongside your purchase receipts and sale records helps you decide what to sell, what to grade first, and what your collection is likely worth.",
  },
];

export default { ...summary, content } satisfies Article;
