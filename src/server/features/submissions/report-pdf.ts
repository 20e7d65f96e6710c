import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { BANDS_CHECKED } from '../../../shared/centering/bands.js';
import { drawingSplits, type CenteringDrawing } from '../../../shared/centering/drawing.js';
import { boxOnPhoto, framing } from '../../../shared/centering/perspective.js';
import { centeringVerdicts, parseSplit } from '../../../shared/centering/verdicts.js';
import { issueLabel } from '../../../shared/grading.js';
import type { Mark } from '../../../shared/marks.js';
import { cardView, type View } from '../../../shared/photo-view.js';
import type { SharedReport } from '../../../shared/submissions.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';

/**
 * The renderings to print, as stored (display size), by photo key: the front and back, and every other photo the
 * grader marked; null or absent when a photo is missing.
 */
export type ReportPhotos = Record<string, Buffer | null | undefined>;

/** The photos a report prints: the front and back always, any other only where the grader marked it. */
export const printedPhotoKeys = (report: SharedReport) =>
  report.photos
    .map((photo) => photo.key)
    .filter(
      (key) =>
        key === 'front' ||
        key === 'back' ||
        report.reviews.some((review) => review.marks.some((m) => m.photoKey === key)),
    );

const INK = '#111827';
const SOFT = '#4b5563';
const BRAND = '#1e1b4b';
const LINE = '#d1d5db';
const DISCLAIMER = 'This is an estimate from photos by a human grader, not an official grade.';

// A printed photo needs no more than this (about 150 dpi at the size it is drawn): a 2400 px rendering would make
// the file ten times larger for nothing.
const PRINT_LONGEST = 900;

/** The part of the photo to print (in the photo's own pixels, inside it), cut from its rendering and shrunk. */
const printed = (jpeg: Buffer, photo: { width: number }, part: View) =>
  oneImageAtATime(async () => {
    const { width = photo.width, height = 0 } = await sharp(jpeg).metadata();
    const scale = width / photo.width;
    const left = Math.min(width - 1, Math.round(part.x * scale));
    const top = Math.min(height - 1, Math.round(part.y * scale));
    return sharp(jpeg)
      .extract({
        left,
        top,
        width: Math.max(1, Math.min(width - left, Math.round(part.width * scale))),
        height: Math.max(1, Math.min(height - top, Math.round(part.height * scale))),
      })
      .resize(PRINT_LONGEST, PRINT_LONGEST, { fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer();
  });

/** The card as the page shows it (closed in on it when its centering was drawn), kept inside the photo. */
function printedPart(photo: { width: number; height: number }, drawing: CenteringDrawing | undefined): View {
  const view = cardView(photo, drawing);
  const x = Math.max(0, Math.floor(view.x));
  const y = Math.max(0, Math.floor(view.y));
  return {
    x,
    y,
    width: Math.min(photo.width, Math.ceil(view.x + view.width)) - x,
    height: Math.min(photo.height, Math.ceil(view.y + view.height)) - y,
  };
}

/**
 * A graded card's report as a PDF made on the server (PDFKit): the card, its front and back, the grades, the
 * centering and what each company's limits make of it, the issues and the explanation. Nobody's name is in it, so
 * the file can be passed on like the share link. Text stays text (searchable, readable by screen readers).
 */
export async function reportPdf(report: SharedReport, photos: ReportPhotos): Promise<Buffer> {
  const latest = report.reviews.at(-1);
  const prepared = await Promise.all(
    printedPhotoKeys(report).map(async (key): Promise<PrintedPhoto> => {
      const photo = report.photos.find((candidate) => candidate.key === key)!;
      const jpeg = photos[key];
      const drawing = key === 'front' || key === 'back' ? latest?.centeringDrawings[key] : undefined;
      if (!jpeg) return { photo, jpeg: null, part: null, drawing };
      const part = printedPart(photo, drawing);
      return { photo, jpeg: await printed(jpeg, photo, part), part, drawing };
    }),
  );
  const sides = prepared.filter(({ photo }) => photo.key === 'front' || photo.key === 'back');
  const others = prepared.filter(({ photo }) => photo.key !== 'front' && photo.key !== 'back');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${report.cardName}: grade estimate`, Author: 'Gradewise', Subject: 'Grade estimate report' },
    lang: 'en-US',
    displayTitle: true,
    tagged: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  doc.fillColor(SOFT).font('Helvetica-Bold').fontSize(9).text('GRADEWISE GRADE ESTIMATE', { characterSpacing: 1 });
  doc.moveDown(0.3).fillColor(INK).font('Helvetica-Bold').fontSize(24).text(report.cardName);
  doc.fillColor(SOFT).font('Helvetica').fontSize(11).text(report.cardNumber);
  doc.moveDown(0.5).fillColor(INK).fontSize(10).text(DISCLAIMER);

  // Every mark of every review, numbered as the page numbers them.
  const marks = report.reviews.flatMap((review) => review.marks).map((mark, i) => ({ ...mark, n: i + 1 }));
  // The front and back side by side, each fitted into its half of the width; the other marked photos smaller,
  // four to a row, under them.
  const rows = [
    { photos: sides, perRow: 2, height: 210 },
    { photos: others, perRow: 4, height: 110 },
  ];
  let top = doc.y + 14;
  for (const row of rows) {
    const gap = 18;
    const boxWidth = (width - gap * (row.perRow - 1)) / row.perRow;
    row.photos.forEach((printedPhoto, i) => {
      const column = i % row.perRow;
      if (i > 0 && column === 0) top += row.height + 30;
      if (top + row.height + 30 > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      const box = { x: left + column * (boxWidth + gap), y: top, width: boxWidth, height: row.height };
      drawPhoto(doc, printedPhoto, box, marks);
    });
    if (row.photos.length > 0) top += row.height + 30;
  }
  doc.x = left;
  doc.y = top;

  let markNumber = 0; // the marks' numbers run on across reviews, as drawn on the photos
  for (const review of report.reviews) {
    // The grades, large, like a slab's label.
    const top = doc.y;
    doc.roundedRect(left, top, width, 62, 6).lineWidth(2).strokeColor(BRAND).stroke();
    const half = width / 2;
    [
      ['ANTICIPATED GRADE', review.anticipatedGrade],
      ['CEILING GRADE', review.ceilingGrade],
    ].forEach(([label, grade], i) => {
      doc
        .fillColor(SOFT)
        .font('Helvetica-Bold')
        .fontSize(8)
        .text(String(label), left + i * half, top + 8, { width: half, align: 'center' });
      doc
        .fillColor(BRAND)
        .fontSize(28)
        .text(String(grade), left + i * half, top + 22, { width: half, align: 'center' });
    });
    doc.x = left;
    doc.y = top + 72;
    const reviewed = new Date(review.timestamp).toLocaleDateString('en-US', { dateStyle: 'long' });
    doc.fillColor(SOFT).font('Helvetica').fontSize(9).text(`Reviewed by a Gradewise grader on ${reviewed}.`);

    doc.moveDown(0.6);
    const facts: [string, string | null][] = [
      ['Centering front', review.centeringFront],
      ['Centering back', review.centeringBack],
      ['Raw value', review.rawValue],
      ['Graded value', review.gradedValue],
    ];
    for (const [label, value] of facts) {
      doc.fillColor(SOFT).font('Helvetica').fontSize(10).text(`${label}: `, { continued: true });
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .text(value ?? '—');
    }

    const verdicts = centeringVerdicts(parseSplit(review.centeringFront), parseSplit(review.centeringBack));
    if (verdicts.length > 0) {
      doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Centering by grading company');
      doc.moveDown(0.3);
      for (const verdict of verdicts) {
        const y = doc.y;
        doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(verdict.company, left, y, { width: 50 });
        doc.text(`${verdict.grade ?? 'None listed'}${verdict.grade && verdict.secondary ? ' *' : ''}`, left + 50, y, {
          width: 110,
        });
        doc
          .fillColor(SOFT)
          .font('Helvetica')
          .text(verdict.detail, left + 160, y, { width: width - 160 });
        doc.moveDown(0.3);
      }
      doc.x = left;
      doc
        .fillColor(SOFT)
        .fontSize(8)
        .text(
          `Centering only: corners, edges and surface decide the grade too. From each company's published standards, checked ${BANDS_CHECKED}; * a figure found only in a secondary source.`,
          left,
          doc.y,
          { width },
        );
    }

    doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Issues');
    doc.font('Helvetica').fontSize(10);
    if (review.issues.length === 0) doc.text('No issues noted.');
    else doc.list(review.issues.map(issueLabel), { bulletRadius: 1.5 });
    if (review.marks.length > 0) {
      doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Marked on the photos', left);
      doc.font('Helvetica').fontSize(10);
      review.marks.forEach((mark) => {
        const photo = report.photos.find((candidate) => candidate.key === mark.photoKey)?.label ?? mark.photoKey;
        doc.text(
          `${++markNumber}. ${issueLabel(mark.issue)} on the ${photo.toLowerCase()}${mark.note ? `: ${mark.note}` : ''}`,
        );
      });
    }
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text('Explanation', left);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(review.explanation || 'No explanation given.', { width });
  }
  doc.end();
  return finished;
}

type PrintedPhoto = {
  photo: SharedReport['photos'][number];
  jpeg: Buffer | null;
  part: View | null;
  drawing: CenteringDrawing | undefined;
};

/**
 * One photo in its box: the printed part fitted and centred, the centering and the marks over it (clipped to the
 * box), and its name under it, with both axes of the centering where it was drawn.
 */
function drawPhoto(
  doc: PDFKit.PDFDocument,
  { photo, jpeg, part, drawing }: PrintedPhoto,
  box: { x: number; y: number; width: number; height: number },
  marks: (Mark & { n: number })[],
) {
  if (jpeg && part) {
    doc.image(jpeg, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
    // Where `fit` put the part: scaled to the box, centred in it; boxes and marks are in the photo's own pixels.
    const scale = Math.min(box.width / part.width, box.height / part.height);
    const x0 = box.x + (box.width - part.width * scale) / 2 - part.x * scale;
    const y0 = box.y + (box.height - part.height * scale) / 2 - part.y * scale;
    doc.save();
    doc.rect(box.x, box.y, box.width, box.height).clip(); // what lies off the printed part is not drawn beside it
    if (drawing) drawCentering(doc, drawing, { x: x0, y: y0, scale: (photo.width * scale) / drawing.imageWidth });
    for (const mark of marks.filter((candidate) => candidate.photoKey === photo.key))
      drawMark(doc, mark, x0, y0, scale);
    doc.restore();
  } else doc.rect(box.x, box.y, box.width, box.height).strokeColor(LINE).stroke();
  const splits = jpeg && drawing ? drawingSplits(drawing) : null;
  const caption = !jpeg
    ? `${photo.label}: photo not available`
    : splits
      ? `${photo.label}: left/right ${splits.leftRight}, top/bottom ${splits.topBottom}`
      : photo.label;
  doc
    .fillColor(SOFT)
    .fontSize(9)
    .font('Helvetica')
    .text(caption, box.x, box.y + box.height + 4, { width: box.width, align: 'center' });
}

/** A mark over its printed photo: a box or a ring, with its number in a badge above. */
function drawMark(doc: PDFKit.PDFDocument, mark: Mark & { n: number }, x0: number, y0: number, scale: number) {
  const mx = x0 + mark.x * scale;
  const my = y0 + mark.y * scale;
  doc.lineWidth(1.5).strokeColor('#f59e0b');
  if (mark.width > 0 && mark.height > 0) doc.rect(mx, my, mark.width * scale, mark.height * scale).stroke();
  else doc.circle(mx, my, 6).stroke();
  const badge = { x: mx + (mark.width * scale) / 2, y: my - 11 };
  doc.circle(badge.x, badge.y, 6).fillColor(BRAND).fill();
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(String(mark.n), badge.x - 6, badge.y - 3, { width: 12, align: 'center' });
}

/**
 * The centering behind a side's figure, over its printed photo: the card's edge solid, the artwork's frame dashed
 * (as on the page), lying as the card does (turned, or mapped onto its corners: perspective.ts). `at` is where the
 * photo's corner landed and how far it was scaled from the drawing's pixels.
 */
function drawCentering(
  doc: PDFKit.PDFDocument,
  drawing: CenteringDrawing,
  at: { x: number; y: number; scale: number },
) {
  // PDFKit's page runs y downwards, as the picture's pixels do: a positive angle turns clockwise, as angleDeg does.
  const frame = framing({ outer: drawing.outer, angleDeg: drawing.angleDeg, corners: drawing.corners });
  const outline = (box: CenteringDrawing['outer']) => {
    const [first, ...rest] = boxOnPhoto(box, frame).map(({ x, y }) => [at.x + x * at.scale, at.y + y * at.scale]);
    doc.moveTo(first![0]!, first![1]!);
    for (const [x, y] of rest) doc.lineTo(x!, y!);
    return doc.closePath();
  };
  doc.save();
  doc.lineWidth(1).strokeColor('#0891b2');
  outline(drawing.outer).stroke();
  doc.strokeColor('#c026d3').dash(4, { space: 2 });
  outline(drawing.inner).stroke();
  doc.undash();
  doc.restore();
}
