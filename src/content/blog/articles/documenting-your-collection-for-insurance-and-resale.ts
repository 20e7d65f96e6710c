import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'documenting-your-collection-for-insurance-and-resale',
  title: 'Documenting Your Card Collection for Insurance and Resale',
  displayTitle: 'Documenting Your Collection',
  date: '2025-06-30',
  description:
    'Build a card inventory that stands up to an insurance claim or a buyer’s questions: spreadsheets and apps, photos, receipts and certification numbers.',
  keywords: [
    'card collection inventory',
    'card inventory spreadsheet',
    'photographing cards',
    'certification numbers',
    'collection records',
    'selling card collection',
  ],
  topic: 'shipping',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Ask most collectors what they own and they can tell you about their best few cards from memory. Ask for a full list with condition, cost and value, and the answer is usually a long pause. Good records turn a pile of cards into an asset you can insure, sell and manage. They make an insurance claim possible, they reassure buyers, and they stop you buying a card you already have. Building them takes some effort at first, but keeping them up to date is quick once the system is in place.',
  },
  { type: 'heading', text: 'Choose a spreadsheet or an app' },
  {
    type: 'paragraph',
    text: 'A spreadsheet is the most flexible option. It is free, works for every game and sport, and you control exactly what it records. Collection-tracking apps can be quicker, often with card databases that fill in set details for you and price estimates that update automatically. Whatever you choose, make sure you can export your data in a standard format, such as a CSV file. If an app closes or changes its terms, you do not want years of records locked inside it.',
  },
  {
    type: 'paragraph',
    text: 'Many collectors use both: an app for day-to-day tracking and a regular export to a spreadsheet as a permanent record. For a small collection, a simple list is enough. As it grows, consistency matters more than the tool: decide early how you will write set names, variants and conditions, and use exactly the same wording every time, so that sorting, filtering and totalling values stay reliable.',
  },
  { type: 'heading', text: 'What to record for each card' },
  {
    type: 'list',
    items: [
      'A unique ID of your own, such as a running number, which you also use in photo file names',
      'Game or sport, set, year, card number and card name or player',
      'Variant, parallel, edition or language, since these can change value dramatically',
      'Condition: your own notes for raw cards, or the grading company and grade for slabs',
      'Certification number for every graded card',
      'Purchase date, price, seller and where you bought it',
      'Current estimated value and the date you last checked it',
      'Where the card is kept, such as the box, row or binder page',
    ],
  },
  {
    type: 'paragraph',
    text: 'The location field is easy to skip and one of the most useful. When a buyer asks for a card, or an insurer asks about a particular item, being able to go straight to it saves a lot of time and avoids handling every card in a box. It also lets you check at a glance that nothing has gone missing.',
  },
  { type: 'heading', text: 'Photograph every valuable card' },
  {
    type: 'paragraph',
    text: 'Photos are the best evidence of what you owned and what condition it was in. Take a clear, straight-on photo of the front and back of every card worth recording, in soft, even light with no glare. Add close-ups of any flaw you know about, such as a corner ding or a print line, because an honest record of a flaw protects you as much as a record of a perfect surface. For graded cards, photograph both sides of the slab so the label and certification number are readable.',
  },
  {
    type: 'paragraph',
    text: 'Name each file with the card’s inventory ID, for example 0153-front and 0153-back, so your photos and your spreadsheet always match up. Keep one folder for the whole collection rather than scattering pictures across your phone’s camera roll, where they get lost among everything else. Retake photos when a card’s condition changes, such as after grading, and keep the old ones too, so you have a history of each card.',
  },
  { type: 'heading', text: 'Keep receipts and certification numbers' },
  {
    type: 'paragraph',
    text: 'Proof of purchase shows both ownership and what you paid. Save invoices, marketplace order confirmations and payment records as PDFs or screenshots in a folder named by inventory ID or date. For cash purchases at shows or from friends, ask for a simple written receipt, or at least make a dated note with the seller’s name and price straight afterwards. Grading submission receipts are worth keeping too, since they show when a card was sent and what grade it came back with.',
  },
  {
    type: 'paragraph',
    text: 'A certification number is the single most important detail for a graded card. It links the slab to the grading company’s own record of the card and grade, which anyone can look up on that company’s website. Record it carefully, check it against the online record when you buy, and include it in any listing when you sell. Buyers expect it, and a matching record reassures them the slab is genuine.',
  },
  { type: 'heading', text: 'Back it up and keep it current' },
  {
    type: 'paragraph',
    text: 'Records kept in the same room as the cards can be lost in the same fire or flood. Follow a simple backup habit:\n- Keep the master spreadsheet and photo folder in cloud storage.\n- Make a second copy on an external drive stored somewhere else.\n- Export app data regularly if you use a tracking app.\n- Review values at least once a year and after any big purchase or sale.\nDating each value you record shows an insurer or buyer how recent your figures are.',
  },
  { type: 'heading', text: 'Add a grader’s view to your records' },
  {
    type: 'paragraph',
    text: 'Condition is the hardest thing to document for raw cards, and it is exactly what drives their value. If you are already photographing your cards, you are most of the way to a Gradewise estimate. Upload ten photos, the front, the back and close-ups of all eight corners, spend one credit, and a human grader returns an anticipated grade and ceiling grade, front and back centering, estimated raw and graded values and the specific issues found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'Saving that result alongside your photos gives each raw card a reasoned condition note to refer back to. Label it clearly as a Gradewise estimate, since it is a photo-based opinion rather than an official grade, and use it to spot which cards deserve grading before you sell. Because they are the same photos your records need anyway, the extra effort is small.',
  },
];

export default { ...summary, content } satisfies Article;
