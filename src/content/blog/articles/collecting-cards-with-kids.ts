import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'collecting-cards-with-kids',
  title: 'Collecting Trading Cards With Kids: Fun, Budgets, Care and Trading',
  displayTitle: 'Collecting Cards With Kids',
  date: '2025-07-03',
  description:
    'How to make card collecting a fun family hobby: keeping it enjoyable, setting a budget, teaching kids to care for cards and to trade fairly.',
  keywords: [
    'collecting cards with kids',
    'trading cards for kids',
    'kids card collecting budget',
    'teaching kids card care',
    'card trading etiquette',
    'family hobby',
  ],
  topic: 'collecting',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Trading cards are one of the few hobbies that children and adults can enjoy on genuinely equal terms. A seven-year-old and a parent can both get excited about the same pack, argue cheerfully over which card is the coolest and sit down together to sort a binder. Card collecting can also teach patience, reading, basic math, organization and fairness. The trick is keeping it fun rather than stressful or expensive. Here is how to build a family hobby that lasts, whether your kids love Pokémon, sports or any other game.',
  },
  { type: 'heading', text: 'Keep the focus on fun' },
  {
    type: 'paragraph',
    text: 'Children enjoy cards for different reasons than adults. They love the characters, the colors, the stories and the moment of opening a pack, and they rarely care about print runs or market prices. Follow their lead. Let them choose their favorites, even if those are common cards worth very little, and celebrate what they find exciting. If a game goes with the cards, learn to play together; many card games sell beginner decks designed to teach the rules step by step, and local game stores often run friendly events for new players.',
  },
  {
    type: 'paragraph',
    text: 'Collecting also offers gentle learning opportunities. Reading card text builds vocabulary, adding up damage or points practices arithmetic, and sorting a collection by set number, type or color teaches organization. Give the hobby some structure with small goals, such as completing one page of a binder or collecting every card of a favorite character. Goals like these give children a sense of progress that does not depend on spending more money, and they keep the collection meaningful as it grows.',
  },
  { type: 'heading', text: 'Set a budget everyone understands' },
  {
    type: 'paragraph',
    text: 'Packs are designed to be exciting, which makes them easy to overbuy. Agree on a budget in advance and keep it simple enough for a child to understand. Some families use pocket money or allowance, so the child decides how to spend it. Others make a pack a regular treat, such as one each week or a small box for birthdays. Whatever you choose, be consistent, because a clear rule avoids constant negotiation at the checkout and helps children learn to plan and save for something they want.',
  },
  {
    type: 'paragraph',
    text: 'It is also worth explaining, in age-appropriate terms, that packs are random and the rarest cards are hard to find. Older children can understand that buying the exact card you want as a single is often cheaper than opening pack after pack hoping for it. Mix pack openings with occasional single-card purchases, and treat trading as a free way to grow the collection. Avoid presenting cards as investments; the joy of collecting lasts much longer than any excitement about prices, which can rise or fall.',
  },
  { type: 'heading', text: 'Teaching kids to care for their cards' },
  {
    type: 'list',
    items: [
      'Wash and dry hands before handling cards, and keep food and drinks away from the collection.',
      'Hold cards by the edges, and put special cards straight into a soft sleeve.',
      'Use a binder with side-loading, PVC-free pages for favorites, so they can be enjoyed without constant handling.',
      'Put the most special cards into a top-loader, and keep them somewhere safe rather than in a backpack.',
      'Never use rubber bands, and never leave cards on the floor, in a hot car or near a window.',
      'Keep the collection in a dry room, ideally at 35% to 50% relative humidity.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Make care part of the fun rather than a chore. Let children pick their own sleeve colors or binder, or decorate a storage box for their collection. Praise them when they sleeve a card without being reminded. Younger children will still bend a few cards, and that is fine: keep a pile of spare commons for everyday play, and save a separate binder for the cards that matter most. Over time, they will learn why condition is worth protecting.',
  },
  { type: 'heading', text: 'Trading etiquette and safety' },
  {
    type: 'paragraph',
    text: "Trading is where children practice fairness, negotiation and friendship, and a few family rules go a long way:\n- Always ask before touching someone else's cards.\n- Both people must agree freely, with no pressure or pestering.\n- Check with a parent before trading a card that is special or valuable.\n- Decide in advance whether trades can be undone, and stick to that rule.\n- Be a good sport when a trade does not happen.\nFor older children, looking up rough values together before a big trade teaches research skills and protects everyone from lopsided deals.",
  },
  {
    type: 'paragraph',
    text: 'Online buying, selling and trading should always involve a parent. Children should never share personal details, addresses or payment information with strangers, and any in-person trades with people outside your circle are best done in public, such as at a game store or organized event, with an adult present. Shops and card shows are great places to learn, but keep an eye out for adults offering children quick trades. A friendly reminder before each outing helps kids feel confident saying no.',
  },
  { type: 'heading', text: 'When a special card turns up' },
  {
    type: 'paragraph',
    text: 'Sooner or later, someone in the family will pull a card that makes everyone stop. It is a great moment to teach how condition works. Look at the card together and talk about the four things graders check: centering, corners, edges and surface. Measuring the borders with a ruler or an online tool turns the card into a small science project, and your child may enjoy seeing how centering ratios such as 55/45 are worked out. Whatever happens next, sleeve the card and put it in a top-loader straight away.',
  },
  { type: 'heading', text: 'Get a grade estimate as a family' },
  {
    type: 'paragraph',
    text: "If you are curious how that special card might grade, Gradewise makes the next step easy and educational. You and your child can take ten photos together, the front, the back and the four corners of each side, and spend one credit. A real grader sends back an anticipated grade and a ceiling grade, front and back centering, the card's raw and graded value and any issues found, with an explanation your family can read together. Most results arrive within one to two hours. It is an estimate, not an official grade, and nothing needs to be mailed, so the card stays safely at home. The free Gradewise centering tool is a fun place to start.",
  },
];

export default { ...summary, content } satisfies Article;
