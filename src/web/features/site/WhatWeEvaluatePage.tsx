import { Link } from 'react-router';
import { EXTRA_PHOTOS, ISSUE_CHOICES, REQUIRED_PHOTOS } from '../../../shared/constants';
import { PhotoMap } from '../../components/PhotoMap';
import { CenteringDiagram } from './CenteringDiagram';
import './site.css';

const CRITERIA = [
  {
    name: 'Centering',
    text: 'How evenly the printed image sits inside the card. We compare the border widths left to right and top to bottom, front and back, and express each as a split such as 55/45.',
  },
  {
    name: 'Corners',
    text: 'Each of the eight corners, close up: sharpness, whitening where the colour has worn away, soft or rounded tips, dings and any corner that looks cut or trimmed.',
  },
  {
    name: 'Edges',
    text: 'All four edges on both sides: chipping and whitening along the border, nicks, and roughness from the factory cut.',
  },
  {
    name: 'Surface',
    text: 'Scratches, print lines, scuffs, dents, creases, stains and loss of gloss. Tilted light in your photos shows these best.',
  },
];

export default function WhatWeEvaluatePage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>What We Evaluate</h1>
        <p className="lead">
          Graders look at the same four things an official grading company looks at: centering, corners, edges and
          surface. Your ten photos let them see each one.
        </p>
      </header>

      <section aria-labelledby="photos-heading" className="section">
        <h2 id="photos-heading">The ten photos</h2>
        <div className="photo-maps">
          <PhotoMap side="Front" />
          <PhotoMap side="Back" />
        </div>
        <ol className="photo-list">
          {REQUIRED_PHOTOS.map((photo) => (
            <li key={photo.key}>{photo.label}</li>
          ))}
        </ol>
        <p>
          Up to {EXTRA_PHOTOS.length} extra photos are welcome for anything you want a grader to see: a print line, a
          dent under raking light, the card in its sleeve. Photos may be PNG, JPEG or HEIC, up to 10 MB each.{' '}
          <Link to="/help">How to photograph a card</Link>.
        </p>
      </section>

      <section aria-labelledby="criteria-heading" className="section">
        <h2 id="criteria-heading">What the grader checks</h2>
        <div className="criteria">
          {CRITERIA.map((criterion) => (
            <article key={criterion.name} className="card">
              <h3>{criterion.name}</h3>
              <p>{criterion.text}</p>
              {criterion.name === 'Centering' && <CenteringDiagram />}
            </article>
          ))}
        </div>
        <p>
          Want to measure centering yourself first? Our free <Link to="/centering-tool">centering tool</Link> works on
          any photo, right in your browser.
        </p>
      </section>

      <section aria-labelledby="issues-heading" className="section">
        <h2 id="issues-heading">The issues we report</h2>
        <p>Every estimate lists the issues the grader found, from this list, plus a note in their own words:</p>
        <ul className="tag-list">
          {ISSUE_CHOICES.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
          <li>a custom note</li>
        </ul>
      </section>

      <section aria-labelledby="result-heading" className="section">
        <h2 id="result-heading">What you get back</h2>
        <ul>
          <li>An expected grade and a ceiling grade, as whole numbers from 1 to 10.</li>
          <li>Front and back centering, such as 55/45.</li>
          <li>An estimate of the card’s raw value and its value once graded.</li>
          <li>The issues found and an explanation of how the grader reached the estimate.</li>
        </ul>
        <p className="fine-print">
          An estimate is a grader’s opinion from your photos. It is not an official grade and no grade is guaranteed.
        </p>
      </section>
    </div>
  );
}
