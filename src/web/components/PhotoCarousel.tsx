import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { SubmissionPhoto } from '../../shared/submissions';

// A horizontal move longer than this, and longer than it is tall, is a swipe rather than a tap or a scroll.
const SWIPE_PX = 40;

type CarouselProps = {
  photos: SubmissionPhoto[];
  cardName: string;
  /** The grader's page: keys 1-9 and 0 pick a photo, [ and ] step, wherever the focus is except in a field. */
  shortcuts?: boolean;
  /** More controls beside Zoom, for the photo shown. */
  tools?: (photo: SubmissionPhoto) => ReactNode;
  /** Drawn over the photo shown, in the same box as the image (the grader's marks). */
  overlay?: (photo: SubmissionPhoto) => ReactNode;
};

/**
 * A submission's photos one at a time: previous and next, a row of thumbnails, the arrow keys while it has
 * focus, a swipe on touch screens, and Zoom for the full-resolution image.
 */
export function PhotoCarousel({ photos, cardName, shortcuts = false, tools, overlay }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const photo = photos[shown];
  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      const step = shortcutStep(event.key);
      if (step === null || (typeof step === 'number' && step >= count)) return;
      setIndex((current) => (typeof step === 'number' ? step : (count + current + step.by) % count));
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, count]);
  if (!photo) return <p className="notice info">The photos of this card are not available.</p>;

  const go = (step: number) => setIndex((count + shown + step) % count);

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const swipeStart = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const swipeEnd = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <>
      <section
        className="carousel"
        aria-roledescription="carousel"
        aria-label={`Photos of ${cardName}`}
        onKeyDown={keys}
      >
        <div className="carousel-stage">
          <figure
            className="carousel-slide"
            tabIndex={0}
            onPointerDown={swipeStart}
            onPointerUp={swipeEnd}
            onPointerCancel={() => (swipe.current = null)}
          >
            {/* A new element per photo: the browser would keep showing the last one until the next has loaded. */}
            <div className="carousel-frame">
              <img key={photo.key} src={photo.url} alt={`${photo.label} of ${cardName}`} draggable={false} />
              {overlay?.(photo)}
            </div>
            <figcaption aria-live="polite">
              <strong>{photo.label}</strong>{' '}
              <span className="carousel-count">
                {shown + 1} of {count}
              </span>
            </figcaption>
          </figure>
          <button type="button" className="carousel-step previous" aria-label="Previous photo" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel-step next" aria-label="Next photo" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="carousel-tools">
          <button type="button" className="button ghost small" onClick={() => setZoomed(true)}>
            Zoom
          </button>
          {tools?.(photo)}
          <span className="fine-print">
            {shortcuts
              ? 'Keys: 1-9 and 0 pick a photo, [ and ] step back and forth.'
              : 'Use the arrow keys, or swipe, to move between photos.'}
          </span>
        </div>
        <ul className="carousel-thumbs">
          {photos.map((thumb, i) => (
            <li key={thumb.key}>
              <button
                type="button"
                aria-label={thumb.label}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={thumb.thumbUrl} alt="" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      {/* Outside the carousel, so the arrow keys pan the zoomed photo instead of changing it. */}
      {zoomed && <PhotoZoom photo={photo} cardName={cardName} onClose={() => setZoomed(false)} />}
    </>
  );
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('dialog'))
  );
}

/** A photo index for 1-9 and 0 (the tenth), a step for [ and ], null for any other key. */
function shortcutStep(key: string): number | { by: number } | null {
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  if (key === '0') return 9;
  if (key === '[') return { by: -1 };
  if (key === ']') return { by: 1 };
  return null;
}

/**
 * The full-resolution photo at its natural size in a modal dialog, to inspect a corner or the surface: it
 * scrolls (touch, wheel, arrow keys) and pans by dragging with a mouse. Escape or Close ends it.
 */
function PhotoZoom({ photo, cardName, onClose }: { photo: SubmissionPhoto; cardName: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const [fit, setFit] = useState(false);
  const [loading, setLoading] = useState<'loading' | 'loaded' | 'failed'>('loading');

  // No close() on cleanup: its close event would end the next zoom too; leaving the page removes the dialog.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const centre = () => {
    const box = view.current;
    if (box) box.scrollTo((box.scrollWidth - box.clientWidth) / 2, (box.scrollHeight - box.clientHeight) / 2);
  };
  const pan = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollTo(start.left - (event.clientX - start.x), start.top - (event.clientY - start.y));
  };

  return (
    <dialog ref={dialog} className="photo-zoom" aria-label={`${photo.label}, full resolution`} onClose={onClose}>
      <div className="photo-zoom-bar">
        <strong>{photo.label}</strong>
        <button type="button" className="button ghost small" onClick={() => setFit((on) => !on)}>
          {fit ? 'Actual size' : 'Fit to screen'}
        </button>
        <button type="button" className="button small" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <div
        ref={view}
        className="photo-zoom-view"
        tabIndex={0}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') return; // touch scrolls natively
          const box = event.currentTarget;
          drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
        }}
        onPointerMove={pan}
        onPointerUp={() => (drag.current = null)}
        onPointerLeave={() => (drag.current = null)}
      >
        {loading !== 'loaded' && (
          <p className="photo-zoom-status" role="status">
            {loading === 'loading' ? 'Loading the full-resolution photo…' : 'The photo could not be loaded.'}
          </p>
        )}
        <img
          className={fit ? 'fit' : undefined}
          src={photo.fullUrl}
          alt={`${photo.label} of ${cardName}, full resolution`}
          draggable={false}
          onLoad={() => {
            setLoading('loaded');
            centre();
          }}
          onError={() => setLoading('failed')}
        />
      </div>
    </dialog>
  );
}
