import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { BANDS_CHECKED } from '../../../shared/centering/bands.js';
import { centeringVerdicts, parseSplit } from '../../../shared/centering/verdicts.js';
import { issueLabel } from '../../../shared/grading.js';
import type { SharedReport } from '../../../shared/submissions.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';

/** The front and back renderings to print, as stored (display size); absent when a photo is missing. */
export type ReportPhotos = { front: Buffer | null; back: Buffer | null };

const INK = '#111827';
const SOFT = '#4b5563';
const BRAND = '#1e1b4b';
const LINE = '#d1d5db';
const DISCLAIMER = 'This is an estimate from photos by a human grader, not an official grade.';

// A printed photo needs no more than this (about 150 dpi at the size it is drawn): a 2400 px rendering would make
// the file ten times larger for nothing.
const PRINT_LONGEST = 900;
const shrink = (jpeg: Buffer) =>
  oneImageAtATime(() =>
    sharp(jpeg).resize(PRINT_LONGEST, PRINT_LONGEST, { fit: 'inside' }).jpeg({ quality: 82 }).toBuffer(),
  );

/**
 * A graded card's report as a PDF made on the server (PDFKit): the card, its front and back, the grades, the
 * centering and what each company's limits make of it, the issues and the explanation. Nobody's name is in it, so
 * the file can be passed on like the share link. Text stays text (searchable, readable by screen readers).
 */
export async function reportPdf(report: SharedReport, photos: ReportPhotos): Promise<Buffer> {
  const [front, back] = await Promise.all(
    [photos.front, photos.back].map((jpeg) => (jpeg ? shrink(jpeg) : Promise.resolve(null))),
  );
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

  // The front and back side by side, each fitted into its half of the width.
  const photoTop = doc.y + 14;
  const boxWidth = (width - 18) / 2;
  const boxHeight = 210;
  // Every mark of every review, numbered as the page numbers them.
  const marks = report.reviews.flatMap((review) => review.marks).map((mark, i) => ({ ...mark, n: i + 1 }));
  (
    [
      ['front', 'Front', front],
      ['back', 'Back', back],
    ] as const
  ).forEach(([key, label, jpeg], i) => {
    const x = left + i * (boxWidth + 18);
    const size = report.photos.find((photo) => photo.key === key);
    if (jpeg) doc.image(jpeg, x, photoTop, { fit: [boxWidth, boxHeight], align: 'center', valign: 'center' });
    else doc.rect(x, photoTop, boxWidth, boxHeight).strokeColor(LINE).stroke();
    if (jpeg && size) {
      // Where `fit` put the photo: scaled to the box, centred in it; the marks are in the photo's own pixels.
      const scale = Math.min(boxWidth / size.width, boxHeight / size.height);
      const x0 = x + (boxWidth - size.width * scale) / 2;
      const y0 = photoTop + (boxHeight - size.height * scale) / 2;
      for (const mark of marks.filter((candidate) => candidate.photoKey === key)) {
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
    }
    doc
      .fillColor(SOFT)
      .fontSize(9)
      .font('Helvetica')
      .text(jpeg ? label : `${label}: photo not available`, x, photoTop + boxHeight + 4, {
        width: boxWidth,
        align: 'center',
      });
  });
  doc.x = left;
  doc.y = photoTop + boxHeight + 24;

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
