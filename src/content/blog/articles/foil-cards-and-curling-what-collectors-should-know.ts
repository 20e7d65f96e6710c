import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'foil-cards-and-curling-what-collectors-should-know',
  title: 'Foil Cards and Curling: Why Foils Bend and How to Keep Them Flat',
  displayTitle: 'Foil Cards and Curling: What Collectors Should Know',
  date: '2025-07-02',
  description:
    'Why foil trading cards curl, how humidity and card layers cause it, how to store foils so they stay flat, and how curl can affect grading.',
  keywords: [
    'foil card curling',
    'mtg foil curl',
    'why do foil cards curl',
    'flatten curled cards',
    'card storage humidity',
    'foil cards grading',
  ],
  topic: 'magic',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'If you collect Magic: The Gathering, or almost any game with foil cards, you have probably seen it happen: a gleaming foil goes into a binder perfectly flat and comes out a few weeks later bowed like a potato chip. Players call it pringling. It is one of the most common complaints in the hobby, and it worries collectors who want their best cards to stay in top condition. The good news is that curl has a simple cause, and with the right storage habits you can prevent most of it and often reverse it.',
  },
  { type: 'heading', text: 'Why foil cards curl' },
  {
    type: 'paragraph',
    text: 'A trading card is a thin sandwich of layers. The core is paper-based card stock, which absorbs moisture from the air and releases it again, swelling and shrinking slightly as it does. On a regular card, the front and back are both printed paper surfaces, so they respond to humidity in much the same way and the card stays flat. A foil card is different: one face carries a metallic foil layer and coatings that barely react to moisture, while the other face is ordinary printed card stock.',
  },
  {
    type: 'paragraph',
    text: 'When the air becomes more humid or drier, the paper side expands or contracts while the foil side stays almost the same size. With one side changing and the other resisting, the card has nowhere to go but to bend. The larger and faster the change in humidity, the stronger the curl. That is why foils often curl after a move to a new climate, during seasonal changes, or soon after leaving a sealed pack for a room with very different air. Temperature matters too, because warm air can hold far more moisture.',
  },
  { type: 'heading', text: 'Common triggers to watch for' },
  {
    type: 'list',
    items: [
      'Humid rooms, basements and spaces near bathrooms or kitchens, where moisture levels rise and fall throughout the day.',
      'Very dry air from heating systems or dehumidifiers set too aggressively, which pulls moisture out of the paper side.',
      'Sudden changes, such as bringing cards in from a cold car or storing them near a window that gets direct sun.',
      'Loose storage, where foils can move freely in a half-empty box and bend without anything holding them flat.',
      'Opening fresh packs in a room with very different conditions from where the cards were packed.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Curl can also vary between printings and eras. Some collectors notice that foils from certain periods curl more than others, which reflects differences in card stock and manufacturing over the years. Whatever the printing, the principle is the same: stable air means stable cards. If one batch of foils curls while the rest of your collection stays flat, look at where those particular cards have been stored and whether they have experienced a change in conditions that the others have not.',
  },
  { type: 'heading', text: 'Storing foils so they stay flat' },
  {
    type: 'paragraph',
    text: 'The most effective fix is controlling the environment. Aim for a relative humidity between 35% and 50% and a steady, moderate temperature. An inexpensive digital hygrometer placed in the room, or even inside a storage box, tells you what your cards are experiencing. If the air is too damp, a dehumidifier or reusable desiccant packs can help; if it is too dry, a humidifier set to a moderate level does the job. Small two-way humidity control packs, placed inside a closed storage box, help keep conditions stable.',
  },
  {
    type: 'paragraph',
    text: 'Physical support matters as well. Sleeve each foil and store it snugly, so neighboring cards hold it flat. Well-filled storage boxes work better than half-empty ones, and valuable foils do well in a penny sleeve inside a top-loader, stored upright in a box that is packed firmly but not crushed. Binders with side-loading pages are fine for a stable room, but avoid leaving them where the sun hits them or near heaters. Let new cards settle in your room for a while before pressing them into long-term storage.',
  },
  { type: 'heading', text: 'Flattening a curled card safely' },
  {
    type: 'paragraph',
    text: 'Mild curl often relaxes on its own once humidity returns to a normal range. To help it along, sleeve the card, place it in a top-loader and lay it flat in a stack of other cards or between two flat, rigid surfaces with light, even pressure, such as a heavy book, in a room with stable humidity. Check it after several days; patience works better than force. Some collectors place curled cards in a sealed box with a desiccant pack for a short time, but watch closely, because overdrying can push the curl the other way.',
  },
  {
    type: 'paragraph',
    text: "Avoid any method involving heat or force. Irons, hair dryers, ovens and microwaves can damage the foil, cause bubbling or delamination and leave permanent marks. Never bend a card back by hand, which risks creating a crease, and a crease is far worse for a card's grade than curl. Do not wet a card, either. If a card does not respond to gentle pressure over a few weeks, it may be better to accept a slight bow than to risk damage by trying harder.",
  },
  { type: 'heading', text: 'How curl affects grading' },
  {
    type: 'paragraph',
    text: "Grading companies assess a card's corners, edges, surface and centering, and a slight bow in a foil is common enough that it is rarely the deciding factor on its own. Pronounced curl is a different matter. A strongly warped card can draw attention to other problems, make a surface look uneven under the grader's light and be harder to fit neatly into a holder. Curl can also hide or create flaws: a warped card is easier to ding on a corner, and foil surfaces scratch easily when cards rub together.",
  },
  {
    type: 'paragraph',
    text: 'Before submitting a foil, give it time to flatten in a stable room and ship it in a sleeve and a rigid holder that keeps it flat in transit. Check the surface carefully too: foils are prone to scratches, print lines and small dents that show clearly when the light catches them, and these usually matter more to the final grade than a gentle curve.',
  },
  { type: 'heading', text: "Get a grader's view of your foil" },
  {
    type: 'paragraph',
    text: 'If you are unsure whether a foil is flat enough, or clean enough, to be worth grading, Gradewise can help. Photograph the card on a flat surface: ten photos covering the front, the back and the four corners of each side. For one credit, a real grader reviews them and returns an anticipated grade and a ceiling grade, front and back centering, the raw and graded value, and any issues found, from surface scratching to corner whitening, with a custom note for anything else, such as noticeable curl.',
  },
  {
    type: 'paragraph',
    text: 'Most estimates are ready within one to two hours, and the card never leaves your stable storage. They are not official grades, but they help you decide whether a foil is ready to submit or needs more time to settle first. Our free centering tool is a handy extra check while you wait, since foil borders can be just as uneven as any others.',
  },
];

export default { ...summary, content } satisfies Article;
