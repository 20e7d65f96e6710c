import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'half-grades-and-subgrades-explained',
  title: 'Half Grades and Subgrades Explained: What 9.5 and Subgrades Mean',
  displayTitle: 'Half Grades and Subgrades Explained',
  date: '2025-06-30',
  description:
    "What half-point grades like 8.5 or 9.5 mean, how subgrades for centering, corners, edges and surface work, and how both affect a graded card's value.",
  keywords: ['half grades', 'subgrades', 'bgs subgrades', 'grade 9.5', 'black label', 'graded card value'],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A whole-number grade is a useful summary, but it throws away detail. Two cards labelled 9 can differ noticeably: one might be a whisker away from a 10, the other barely clear of an 8. Half grades and subgrades are the tools some grading companies use to keep more of that detail on the label. They can add real value to a card, and they can also confuse buyers who are used to a single number. Here is what each one means and how to read them.',
  },
  { type: 'heading', text: 'What a half grade is' },
  {
    type: 'paragraph',
    text: 'A half grade sits between two whole grades. An 8.5 is a card that is clearly better than a typical 8 but falls short of the standard for a 9, and a 9.5 sits between Mint 9 and a 10. The half step lets a grader reward a card that is strong in most respects but has one small issue, such as centering slightly outside the 9 or 10 tolerance, or a single corner that is not quite sharp.',
  },
  {
    type: 'paragraph',
    text: "Companies use half grades differently. Beckett, SGC and CGC use them across their scales, and for Beckett in particular the 9.5 Gem Mint grade is one of the most important on the whole scale. PSA's scale is built mainly on whole numbers, and it uses half-point grades for some cards below its top grades. Because of these differences, a half grade from one company is not automatically equivalent to the same number elsewhere, so always compare like with like.",
  },
  { type: 'heading', text: 'What subgrades are' },
  {
    type: 'paragraph',
    text: 'Subgrades break the overall grade into its parts. The best-known system, used by Beckett on its standard service, gives a separate score for each of four categories, each on the same 1 to 10 scale with half points:\n- Centering: how evenly the design sits within the borders, front and back\n- Corners: sharpness and wear on all eight corners\n- Edges: chipping, whitening and the quality of the cut\n- Surface: scratches, print defects, dents, stains and creases',
  },
  {
    type: 'paragraph',
    text: 'Some companies print subgrades on every label, some offer them only as an option, and some do not show them at all. Where they appear, they turn the label into a small condition report: you can see at a glance whether a card lost its top grade to centering, to a corner or to the surface.',
  },
  { type: 'heading', text: 'How subgrades combine into the overall grade' },
  {
    type: 'paragraph',
    text: 'It is natural to assume the overall grade is the average of the four subgrades, but that is not how it works. The weakest category carries the most weight, because a buyer notices one obvious flaw long before they admire three perfect categories. So a card with three 10s and a weak 8 in one category will usually receive an overall grade below that simple average, pulled down towards the weak category. The exact method is set by each company and is not a simple formula you can reproduce at home.',
  },
  {
    type: 'paragraph',
    text: "At the top of Beckett's scale, a card that scores a perfect 10 in all four subgrades earns the rare Black Label, which collectors treat as a category of its own. Other companies mark their very best cards with a Pristine designation above a standard Gem Mint 10. These top labels are scarce by design, and that scarcity is exactly why they trade at a premium. For most cards, though, the realistic goal is a strong 9 or 9.5, so it is worth knowing which category would stand between your card and those grades.",
  },
  { type: 'heading', text: 'How half grades and subgrades affect value' },
  {
    type: 'paragraph',
    text: 'Half grades can matter a great deal in money terms. Because prices usually climb steeply near the top of the scale, a 9.5 often sells well above a 9 of the same card, and a top-tier 10 above both. Lower down, the gap between, say, a 6 and a 6.5 tends to be much smaller. Subgrades add a second layer: buyers often pay more for a card whose subgrades are uniformly strong, and some collectors look for specific profiles, such as a card with a perfect 10 for centering.',
  },
  {
    type: 'list',
    items: [
      'Compare sold prices at the exact grade, including the half point.',
      'For subgraded cards, look at the subgrades as well as the overall number.',
      'Expect bigger price steps near the top of the scale than lower down.',
      'Treat a Black Label or Pristine card as its own market, not just a higher 10.',
    ],
  },
  { type: 'heading', text: 'Choosing whether subgrades suit your card' },
  {
    type: 'paragraph',
    text: "Subgrades help a strong card show off its strengths, and they give buyers reasons to pay more for an outstanding copy. They can also expose a weakness that a single number would hide. If your card is exceptional in every category, a subgraded label can showcase that. If it has one clear flaw, a label that shows only the overall grade may present it just as fairly with less focus on the problem. Either way, knowing your card's strengths and weaknesses by category is the best starting point.",
  },
  { type: 'heading', text: 'See where your card stands in each category' },
  {
    type: 'paragraph',
    text: 'Gradewise gives you a category-by-category view before you choose a company or service. Take ten photos, the front, the back and all eight corners, and spend one credit. A real grader returns an anticipated grade and a ceiling grade as whole numbers, front and back centering ratios, and a list of issues grouped the same way subgrades are, covering centering, corners, edges and surface, plus raw and graded value estimates and a written explanation.',
  },
  {
    type: 'paragraph',
    text: 'Results usually arrive within one to two hours. It is an estimate from photos rather than an official grade, but seeing which category is holding your card back tells you whether a half-point upgrade or a subgraded label is realistic, and whether submitting makes sense at all. If centering is the category you are unsure about, the free centering tool on the site gives you left/right and top/bottom ratios from a single photo at no cost.',
  },
];

export default { ...summary, content } satisfies Article;
