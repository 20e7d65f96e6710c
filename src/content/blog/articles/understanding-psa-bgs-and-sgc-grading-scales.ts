import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'understanding-psa-bgs-and-sgc-grading-scales',
  title: 'Understanding the PSA, BGS and SGC Card Grading Scales',
  displayTitle: 'PSA, BGS and SGC Grading Scales Compared',
  date: '2025-06-30',
  description:
    'How the 1 to 10 grading scales of PSA, BGS/Beckett and SGC work, where they differ on half grades and subgrades, and how to compare them fairly.',
  keywords: [
    'psa grading scale',
    'bgs grading scale',
    'sgc grading scale',
    'card grading scales compared',
    'beckett subgrades',
    'half grades',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Every major card grading company describes condition with a number from 1 to 10, which makes it tempting to assume a 9 is a 9 wherever you send it. In practice each company has its own labels, its own use of half points and its own way of reporting detail. None of these systems is better in the abstract; they simply communicate different things. Knowing how PSA, BGS/Beckett and SGC present their grades helps you read a label correctly and compare cards across companies without fooling yourself.',
  },
  { type: 'heading', text: 'What every scale has in common' },
  {
    type: 'paragraph',
    text: 'All three companies look at the same physical qualities: centering, corners, edges and surface. A 10 sits at the top and describes a card that is essentially flawless to the naked eye and under magnification. A 1 describes a card that is heavily worn or damaged but still identifiable and authentic. The grades in between step down as flaws become more numerous or more visible. Each company also checks authenticity, and a card that turns out to be altered, trimmed or counterfeit will not receive a normal numeric grade.',
  },
  {
    type: 'paragraph',
    text: "The common labels look roughly like this, although the exact wording varies by company and the boundaries between neighbouring grades come down to each company's own written standards and its graders' judgement:\n- 10: Gem Mint, and at some companies a higher Pristine tier\n- 9: Mint\n- 8: Near Mint-Mint\n- 7: Near Mint\n- 6: Excellent-Mint\n- 5: Excellent\n- 4 and below: Very Good-Excellent down to Poor",
  },
  { type: 'heading', text: 'PSA: whole numbers first' },
  {
    type: 'paragraph',
    text: "PSA is known for a scale built around whole numbers, with Gem Mint 10 at the top and Mint 9 just below it. It also uses half-point grades for some cards below the top of the scale, such as an 8.5, when a card is clearly better than the standard for its whole grade. PSA does not print subgrades on its standard label, so the single number carries the whole story. It can also add a qualifier, such as OC for off-center, when a card meets a grade's standards apart from one specific problem.",
  },
  {
    type: 'paragraph',
    text: "Because the label is so simple, buyers focus on the number itself, and the jump in price between a PSA 9 and a PSA 10 is often dramatic for popular cards. That single number is easy to search for in sold listings, which makes PSA prices straightforward to compare. You can read PSA's own grading standards, including how it treats centering at each level, at https://www.psacard.com before you submit.",
  },
  { type: 'heading', text: 'BGS/Beckett: half grades and subgrades' },
  {
    type: 'paragraph',
    text: 'Beckett Grading Services uses half grades throughout its scale, so a card can land on 9.5, 9, 8.5 and so on. Its standard service also shows four subgrades, one each for centering, corners, edges and surface, alongside the overall grade. The overall grade is not a simple average: the weakest category weighs heavily, so one poor subgrade can hold down a card that is otherwise excellent. At the top, Beckett distinguishes Gem Mint 9.5 from Pristine 10, and a card earning a perfect 10 in all four subgrades receives the much rarer Black Label.',
  },
  {
    type: 'paragraph',
    text: 'For collectors, the appeal is transparency. Two BGS 9.5 cards can have different subgrade profiles, and buyers often pay more for the stronger one, for example a 9.5 whose subgrades are all 9.5 or higher over one that includes a lower subgrade. The subgrades also tell you exactly which category held a card back. Beckett explains its scale and services at https://www.beckett.com.',
  },
  { type: 'heading', text: 'SGC: a modern 1 to 10 scale' },
  {
    type: 'paragraph',
    text: "SGC grades on a 1 to 10 scale with half points, and it also separates a Pristine 10 from a Gem Mint 10 at the very top. Its holders, with their distinctive black inserts, are especially popular for vintage cards because the dark border frames older card stock well. Older SGC holders may show a grade on the company's former 100-point scale, so if you see a number such as 96 or 98 on an older slab, that is why. Details are published at https://www.gosgc.com.",
  },
  {
    type: 'paragraph',
    text: 'CGC, which also grades trading cards, likewise uses a 1 to 10 scale with half grades and a Pristine tier. Whichever company you consider, read its current published standards rather than relying on forum summaries, because companies adjust their services, labels and fees over time. Also check whether the company specialises in the kind of card you own, since some are more established in certain games or sports than others.',
  },
  { type: 'heading', text: 'Comparing grades across companies' },
  {
    type: 'paragraph',
    text: "The same number from different companies does not always sell for the same price. Each market has its own buyers, and for some categories one company's holder is preferred while another dominates elsewhere. When you compare, keep the comparison like for like: the same card, the same grade, the same company, and recent completed sales rather than asking prices. Treat any conversion chart between companies as a rough guide at best.",
  },
  {
    type: 'list',
    items: [
      'Check whether the grade is a whole number, a half grade or a top-tier Pristine designation.',
      'Look for subgrades or qualifiers on the label and factor them in.',
      'Compare sold prices within one company before comparing across companies.',
      'Remember that a grade describes condition at the moment of grading, not the card forever.',
    ],
  },
  { type: 'heading', text: 'Know your likely grade before choosing a company' },
  {
    type: 'paragraph',
    text: "Whatever scale you end up using, the useful question is where your card is likely to land on it. Gradewise gives you a grader's view before you submit: take ten photos covering the front, the back and every corner, spend one credit, and a real grader returns an anticipated grade and a ceiling grade on the 1 to 10 scale, front and back centering, the specific issues they spotted, and raw and graded value estimates. Most results arrive in one to two hours.",
  },
  {
    type: 'paragraph',
    text: 'It is not an official grade from any company, and no card is mailed anywhere. But knowing whether a card looks like a 10 candidate or a solid 8 helps you pick the right company and service level, or decide to keep the card raw. If centering is your main worry, try the free centering tool first.',
  },
];

export default { ...summary, content } satisfies Article;
