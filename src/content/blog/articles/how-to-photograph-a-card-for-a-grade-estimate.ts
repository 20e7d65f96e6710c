import type { Article, ArticleSummary, Block } from '../types';

export const summary = {
  slug: 'how-to-photograph-a-card-for-a-grade-estimate',
  title: 'How to Photograph a Trading Card for a Grade Estimate',
  displayTitle: 'How to Photograph a Card for a Grade Estimate',
  date: '2025-07-01',
  description:
    'Lighting, background, angles, glare and focus: how to take the ten photos a grader needs to judge your card, using nothing more than a phone.',
  keywords: [
    'photograph trading cards',
    'card photos for grading',
    'how to photograph a card',
    'card photo lighting',
    'avoid glare on cards',
    'grade estimate photos',
  ],
  topic: 'grading',
} satisfies ArticleSummary;

export const content: Block[] = [
  {
    type: 'paragraph',
    text: 'When someone judges a card from photos, the photos are the card. A grader cannot tilt it in their hand or reach for a loupe, so every corner, edge and scratch has to be visible in what you send. The good news is that you do not need a studio. A recent phone, a window or a lamp, and a plain surface are enough, provided you take a few minutes to set things up properly. This guide walks through the setup and the ten shots that matter.',
  },
  { type: 'heading', text: 'Set up your space' },
  {
    type: 'paragraph',
    text: 'Start with a clean, flat table and a plain background in a dark or neutral colour. Black or grey card stock, a clean mousepad or a matte sheet of paper all work well. A contrasting background makes the edges of the card crisp, which matters for both centering and edge wear. Wash and dry your hands, handle the card by its edges, and brush off any dust gently so a speck on the surface is not mistaken for damage.',
  },
  {
    type: 'paragraph',
    text: 'If you can do it safely, take the card out of a top loader, magnetic holder or slab before shooting. Thick plastic adds reflections and can hide the very edge of the card. A clean, thin penny sleeve is usually fine if you prefer to keep the card covered, as long as it does not throw light back into the lens.',
  },
  { type: 'heading', text: 'Get the lighting right' },
  {
    type: 'paragraph',
    text: 'Soft, even light shows detail; harsh light hides it. Daylight from a window, out of direct sun, is ideal. At night, bounce a lamp off a white wall or ceiling rather than pointing it straight at the card, or use two lamps from opposite sides so neither casts a strong shadow. Switch the flash off, since it creates a bright hot spot right in the middle of the card. Keep your own body and phone from casting a shadow across the surface.',
  },
  {
    type: 'paragraph',
    text: 'Glare is the most common problem, especially with holographic, foil and glossy cards. If you see a bright patch on the screen, move the light or change your position until it disappears. Glare can hide a scratch entirely, or create a reflection that looks like damage when there is none. A useful habit is to look at the card on the screen rather than with your eyes, because the camera often picks up reflections that you do not notice from where you are standing.',
  },
  { type: 'heading', text: 'Angle, framing and focus' },
  {
    type: 'paragraph',
    text: 'For the full front and back shots, hold the phone directly above the card with the camera parallel to the table. Even a slight angle makes one border look wider than the other and throws off any centering measurement. Fill most of the frame with the card while leaving a thin strip of background on every side, so no edge is cropped. Use the main camera lens rather than a wide-angle mode, and avoid heavy digital zoom, which softens detail.',
  },
  {
    type: 'paragraph',
    text: 'Tap the screen to focus on the card, then zoom in on the photo you took to check that the text and edges are sharp. A blurred photo is the single easiest problem to fix and the most frustrating one to discover later. Resting your elbows on the table or using a simple stand keeps the phone steady in dimmer light. Skip filters, portrait modes and beauty settings, which smooth away fine detail.',
  },
  { type: 'heading', text: 'The ten photos a grader needs' },
  {
    type: 'paragraph',
    text: 'A complete set covers both full sides and all eight corners. Number the corners the same way on each side, as you look at that side:\n- Front: the whole front, straight on\n- Back: the whole back, taken the same way\n- Front corners 1 to 4: top left, top right, bottom left, bottom right\n- Back corners 1 to 4: top left, top right, bottom left, bottom right',
  },
  {
    type: 'paragraph',
    text: "For each corner close-up, move in until the corner fills most of the frame with a little of both neighbouring edges in view. Focus on the very tip, since that is where whitening, fraying and dings show first. Light from a slight angle helps a corner's texture stand out. Check each shot before moving on; retaking one blurry corner now is far easier than redoing the whole set later.",
  },
  { type: 'heading', text: 'Extra shots and a final check' },
  {
    type: 'paragraph',
    text: 'Surface flaws often only appear when light skims across the card. If you suspect a scratch, dent or print line, take an extra photo with the card tilted slightly towards the light so the flaw catches it. The same trick helps with holographic cards, where scuffs hide in the pattern. Before you upload, run through a quick checklist.',
  },
  {
    type: 'list',
    items: [
      'All four edges are visible in the front and back shots.',
      'No glare patches cover part of the card.',
      'Every corner close-up is sharp at the tip.',
      'Colours look natural, with no filter or editing applied.',
      'Each corner photo matches its label, so front corner 1 really is the top left of the front.',
    ],
  },
  { type: 'heading', text: 'Put your photos to work' },
  {
    type: 'paragraph',
    text: 'Once you have the ten photos, Gradewise turns them into a grade estimate. Upload them, spend one credit, and a real grader reviews the card and returns an anticipated grade and a ceiling grade, front and back centering, the specific issues found, a short explanation and raw and graded value estimates. You can add a few extra photos for anything you want the grader to see up close, and most results arrive in one to two hours.',
  },
  {
    type: 'paragraph',
    text: 'Because everything is done from photos, nothing is mailed and your card stays safely with you. The result is an estimate rather than an official grade, and it is only ever as good as the photos behind it, which is why a few careful minutes of setup pay off. The Help page on the site covers the same steps if you want a quick reference while you shoot.',
  },
];

export default { ...summary, content } satisfies Article;
