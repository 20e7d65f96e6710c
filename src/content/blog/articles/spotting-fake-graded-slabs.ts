import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'spotting-fake-graded-slabs',
  title: 'Spotting Fake Graded Slabs: Cert Numbers, Labels and Cases',
  displayTitle: 'Spotting Fake Graded Slabs',
  date: '2025-06-30',
  description:
    'How to check a graded card is genuine: verify the certification number, inspect the label and security features, and look closely at the case and card.',
  keywords: [
    'fake graded slabs',
    'fake psa slab',
    'verify certification number',
    'graded card authentication',
    'slab label',
    'buying graded cards safely',
  ],
  topic: 'authenticity',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A graded slab gives buyers confidence, and that confidence is exactly what counterfeiters try to exploit. Fake slabs range from crude copies with the wrong fonts to careful reproductions that borrow real certification numbers. Some contain fake cards; others hold genuine but lower-grade cards under a label claiming a higher grade. No single check catches everything, but a few minutes spent on the certification number, the label, the case and the card inside will catch the large majority of problems.',
  },
  { type: 'heading', text: 'Verify the certification number first' },
  {
    type: 'paragraph',
    text: 'Every slab from the major grading companies carries a unique certification number on its label. Each company offers a free lookup on its own website where you can enter that number and see the record for the card. Go to the company’s site directly by typing the address rather than following a link from a seller, since scammers sometimes build lookalike pages. The main sites are https://www.psacard.com for PSA, https://www.beckett.com for BGS, https://www.gosgc.com for SGC and https://www.cgccards.com for CGC.',
  },
  {
    type: 'paragraph',
    text: 'Compare the record with the slab in front of you: the year, set, card number, player or character, variant and grade should all match exactly. Some records include images of the card or slab, which are particularly valuable, as you can compare details such as centering and small marks. If the number is not found, or any detail differs, treat the slab as suspect until the grading company can confirm it.',
  },
  {
    type: 'paragraph',
    text: 'A matching number is necessary but not enough on its own. Counterfeiters can copy a real number from a genuine slab, so two slabs may carry the same certification number, and only one of them is real. That is why the physical checks below still matter. It is also why a listing that shows the certification number but no clear photos of the slab itself deserves extra caution.',
  },
  { type: 'heading', text: 'Study the label' },
  {
    type: 'paragraph',
    text: 'Labels are where many fakes go wrong, because matching the exact printing of the real thing is hard. The most reliable method is to compare the slab side by side with a genuine slab from the same company and the same period, since label designs change over the years. Look closely at:\n- the font, size and weight of every line of text, and its spacing and alignment;\n- the colours of the label and logo, and the sharpness of the printing;\n- the layout of the grade, description and certification number;\n- any barcode or QR code, and where it leads when scanned;\n- how the label sits in the case, whether level, centred and secure.',
  },
  {
    type: 'paragraph',
    text: 'When you scan a barcode or QR code, check the web address that opens very carefully. It should lead to the grading company’s own website, not a similarly named domain. Be equally wary of a QR code or verification link supplied by a seller: type the grading company’s address yourself and enter the number there, so you know the result you are reading is genuine.',
  },
  { type: 'heading', text: 'Holograms and security features' },
  {
    type: 'paragraph',
    text: 'Grading companies build security features into their labels and cases, such as holographic elements, special printing and tamper-evident construction. The details vary by company and have changed over time, and companies do not publish every feature, so the practical approach is comparison. A genuine hologram usually shows depth and shifts as you tilt it, while a copied one can look flat, dull or printed. Check the features that the company describes on its own website, and compare with a known genuine slab from the same era.',
  },
  { type: 'heading', text: 'Inspect the case and the card inside' },
  {
    type: 'paragraph',
    text: 'Genuine cases are precisely moulded and sealed. Hold the slab under a good light and examine it from every angle. The card itself deserves the same scrutiny as a raw card, because a real slab can still hold the wrong card if it has been opened and resealed. Take your time: a few minutes with a torch and a magnifier is well spent on any slab worth real money.',
  },
  {
    type: 'list',
    items: [
      'Seams and edges should be clean and even, with no gaps, glue, melted spots or pry marks.',
      'The plastic should be clear; cloudiness, bubbles or rough moulding suggest a poor copy.',
      'Embossed or frosted logos should be crisp and match genuine slabs from the same period.',
      'The card should sit properly in its inner holder, neither loose nor squeezed.',
      'The card should match the label and the online record exactly, and pass the usual checks for a genuine card.',
    ],
  },
  { type: 'heading', text: 'Buying graded cards safely' },
  {
    type: 'paragraph',
    text: 'Ask sellers for clear photos of the front and back of the slab, including the label and the top edge of the case, and look up the certification number before paying. Buy high-value slabs from established sellers, pay with a method that offers buyer protection, and keep all messages and listings. If you already own a slab you suspect, contact the grading company that supposedly issued it; it can advise on verification and how to report a counterfeit.',
  },
  { type: 'heading', text: 'Looking at raw cards instead?' },
  {
    type: 'paragraph',
    text: 'Buying raw and grading the card yourself avoids fake slabs entirely, but it means judging condition on your own. Gradewise can help with that step. Photograph the card front and back plus its eight corners, use one credit, and a human grader returns an anticipated grade, a ceiling grade, front and back centering, estimated raw and graded values and the issues found, usually within one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'It is an estimate from photos, not an official grade or an authentication service, but it gives you a clear, reasoned view of a raw card before you decide whether to submit it to a grading company. If the estimate looks promising and you submit the card yourself, you know the slab it comes back in is genuine, because it travels straight from the grading company to you.',
  },
];

export default { ...summary, content } satisfies Article;
