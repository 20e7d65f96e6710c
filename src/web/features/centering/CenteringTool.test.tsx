import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CenteringTool } from './CenteringTool';
import type { CenteringDetection } from '../../../shared/centering/detector';
import { SLEEVE } from '../../../shared/centering/detector/refusals';
import type * as PhotoInput from './photo-input';

// jsdom decodes no images: the photo at `imageUrl`, or a file given, is a stand-in of a known size.
vi.mock('./photo-input', async (importOriginal) => ({
  ...(await importOriginal<typeof PhotoInput>()),
  loadPhoto: vi.fn(async () => ({ source: {} as CanvasImageSource, width: 630, height: 880 })),
  loadPhotoFile: vi.fn(async () => ({ source: {} as CanvasImageSource, width: 630, height: 880 })),
}));

// Nor does it run workers or read canvas pixels: the detector's answer is set by each test.
const detector = vi.hoisted(() => ({ answer: (): Promise<CenteringDetection> => new Promise(() => {}) }));
vi.mock('./detect-client', () => ({
  TaintedPhotoError: class extends Error {},
  readPixels: () => ({ width: 630, height: 880, scale: 1, buffer: new ArrayBuffer(0) }),
  detectInWorker: vi.fn(() => detector.answer()),
}));
const { detectInWorker } = await import('./detect-client');

// jsdom has no layout and no canvas: a ResizeObserver that reports a fixed size stands in for the browser.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: 1000, height: 500 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  disconnect() {}
}

/** Both suites: a canvas of a fixed size without drawing, and the worker's detector watched. */
function stubCanvasAndDetector() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FixedSizeObserver);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(detectInWorker).mockClear();
  });
}

describe('CenteringTool embedded', () => {
  stubCanvasAndDetector();

  it('offers Use for front/back with the larger split first', () => {
    const onUse = vi.fn();
    render(<CenteringTool onUse={onUse} />);
    const canvas = screen.getByRole('application');
    fireEvent.keyDown(canvas, { key: 'Tab' });
    // Outer box 214.8 px wide with 21.5 px margins each side; 10 + 1 px left gives 10.5 | 32.5, about 24/76.
    fireEvent.keyDown(canvas, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(canvas, { key: 'ArrowLeft', altKey: true });
    expect(screen.getByTestId('readout-lr').textContent).toMatch(/^2\d\.\d% \| 7\d\.\d%$/);
    fireEvent.click(screen.getByRole('button', { name: 'Use for front' }));
    // The worse axis as the form writes it; no photo, so no boxes to draw on one.
    expect(onUse).toHaveBeenCalledWith('front', { split: expect.stringMatching(/^7\d\/2\d$/), drawing: null });
    fireEvent.click(screen.getByRole('button', { name: 'Use for back' }));
    expect(onUse).toHaveBeenLastCalledWith('back', expect.objectContaining({ split: onUse.mock.calls[0]![1].split }));
  });

  it('has no Use buttons on the standalone page', () => {
    render(<CenteringTool />);
    expect(screen.queryByRole('button', { name: 'Use for front' })).toBeNull();
    expect(screen.getByText('Paste or upload a card image to begin.')).toBeInTheDocument();
  });

  it('says a measurement passed in was made on a photo taken at an angle', async () => {
    const detected = {
      outer: { x: 100, y: 100, width: 400, height: 560 },
      inner: { x: 140, y: 130, width: 340, height: 490 },
      angleDeg: 1.5,
      slant: 0.07,
    };
    render(<CenteringTool imageUrl="/photo.jpg" detected={detected} />);
    expect(
      await screen.findByText(
        'Boxes placed from the measured result. Adjust the boxes if needed. The photo is taken at an angle: the boxes cannot follow the card’s corners, but the split is measured on the card straightened.',
      ),
    ).toBeInTheDocument();
  });

  it('places a measurement passed in once the photo has loaded, and keeps it over re-renders', async () => {
    const detected = {
      outer: { x: 100, y: 100, width: 400, height: 560 },
      inner: { x: 140, y: 130, width: 340, height: 490 },
      angleDeg: 1.5,
    };
    const onUse = vi.fn();
    const view = render(<CenteringTool imageUrl="/photo.jpg" onUse={onUse} detected={detected} />);
    expect(
      await screen.findByText('Boxes placed from the measured result. Adjust the boxes if needed.'),
    ).toBeInTheDocument();
    // Margins 40 | 20 across and 30 | 40 down.
    expect(screen.getByTestId('readout-lr')).toHaveTextContent('66.7% | 33.3%');
    expect(screen.getByTestId('readout-tb')).toHaveTextContent('42.9% | 57.1%');
    expect(screen.getByLabelText('Angle')).toHaveTextContent('1.5°');
    expect(screen.getByRole('button', { name: 'Auto-detect' })).toBeEnabled();
    // The server's measurement is the starting point: the browser does not measure the photo a second time.
    expect(detectInWorker).not.toHaveBeenCalled();
    expect(screen.getByText('PSA 10', { exact: false })).toBeInTheDocument();

    // Used, it gives the figure and the boxes it came from, in the loaded photo's pixels.
    fireEvent.click(screen.getByRole('button', { name: 'Use for front' }));
    expect(onUse).toHaveBeenLastCalledWith('front', {
      split: '67/33',
      drawing: { imageWidth: 630, imageHeight: 880, outer: detected.outer, inner: detected.inner, angleDeg: 1.5 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Center Boxes' }));
    view.rerender(<CenteringTool imageUrl="/photo.jpg" onUse={onUse} detected={{ ...detected }} />);
    expect(screen.getByTestId('readout-lr')).toHaveTextContent('50.0% | 50.0%');
  });
});

describe('CenteringTool standalone', () => {
  stubCanvasAndDetector();

  const bands = () => within(screen.getByRole('region', { name: 'Estimated centering band' }));
  const status = () => screen.getByText((_, element) => element?.classList.contains('centering-status') ?? false);
  const file = (name: string, type: string) => new File(['bytes'], name, { type });
  const drop = (file: File) =>
    fireEvent.drop(screen.getByRole('application'), { dataTransfer: { files: [file], types: ['Files'] } });

  it('claims no grade band until the boxes are placed, by hand here', () => {
    render(<CenteringTool />);
    expect(bands().queryByText(/PSA|BGS/)).toBeNull();
    expect(bands().getByText('Place the boxes on the card first, by hand or with Auto-detect.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('application'), { key: 'ArrowLeft' });
    expect(bands().getByText('PSA')).toBeInTheDocument();
    expect(bands().queryByText(/Place the boxes/)).toBeNull();
  });

  it('auto-detects an uploaded photo, shows the bands, and one undo takes the boxes back', async () => {
    detector.answer = async () => ({
      ok: true,
      outer: { x: 100, y: 100, width: 400, height: 560 },
      inner: { x: 140, y: 130, width: 340, height: 490 },
      lPct: 66.7,
      rPct: 33.3,
      tPct: 42.9,
      bPct: 57.1,
      angleDeg: 0,
      confidence: 0.9,
    });
    render(<CenteringTool />);
    fireEvent.change(screen.getByLabelText('Card image'), { target: { files: [file('card.png', 'image/png')] } });
    expect(await screen.findByText(/^Detected: L\|R 66\.7\/33\.3/)).toBeInTheDocument();
    expect(screen.getByTestId('readout-lr')).toHaveTextContent('66.7% | 33.3%');
    expect(bands().getByText('PSA')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('application'), { key: 'z', ctrlKey: true });
    expect(status()).toHaveTextContent('Auto-detect undone.');
    expect(screen.getByTestId('readout-lr')).toHaveTextContent('50.0% | 50.0%');
    expect(bands().queryByText('PSA')).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('says why when the detector refuses, and leaves the boxes to the user', async () => {
    detector.answer = async () => ({ ok: false, confidence: 0, reason: 'no border to measure (full-art card)' });
    render(<CenteringTool />);
    drop(file('art.png', 'image/png'));
    expect(
      await screen.findByText('Could not measure: no border to measure (full-art card). Place the boxes by hand.'),
    ).toBeInTheDocument();
    expect(bands().queryByText('PSA')).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it("puts the outer box on the card's edge when the detector found it but refused its borders", async () => {
    const card = { outer: { x: 100, y: 100, width: 400, height: 560 }, angleDeg: 2, slant: 0.01 };
    detector.answer = async () => ({
      ok: false,
      confidence: 0.2,
      reason: 'inner border unclear (bottom: glare)',
      card,
    });
    render(<CenteringTool />);
    drop(file('card.png', 'image/png'));
    expect(
      await screen.findByText(
        'Could not measure: inner border unclear (bottom: glare). The outer box is on the card’s edge: place the inner box by hand.',
      ),
    ).toBeInTheDocument();
    // The inner box is only where the tool starts it: no split is read from it.
    expect(bands().queryByText('PSA')).toBeNull();
    fireEvent.keyDown(screen.getByRole('application'), { key: 'z', ctrlKey: true });
    expect(status()).toHaveTextContent('Auto-detect undone.');
  });

  it("leaves the boxes alone when the outline found is a sleeve's", async () => {
    const card = { outer: { x: 100, y: 100, width: 400, height: 560 }, angleDeg: 0, slant: 0.01 };
    detector.answer = async () => ({ ok: false, confidence: 0.1, reason: SLEEVE, card });
    render(<CenteringTool />);
    drop(file('card.png', 'image/png'));
    expect(await screen.findByText(`Could not measure: ${SLEEVE}. Place the boxes by hand.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('keeps boxes the user placed while the automatic run was still working', async () => {
    let finish: (result: CenteringDetection) => void = () => {};
    detector.answer = () => new Promise((resolve) => (finish = resolve));
    render(<CenteringTool />);
    drop(file('card.png', 'image/png'));
    expect(await screen.findByText('Loaded card.png. Detecting the card…')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('application'), { key: 'ArrowLeft' });
    const mine = screen.getByTestId('readout-lr').textContent;
    const outer = { x: 100, y: 100, width: 400, height: 560 };
    await act(async () =>
      finish({ ok: true, outer, inner: outer, lPct: 50, rPct: 50, tPct: 50, bPct: 50, angleDeg: 0, confidence: 1 }),
    );
    expect(status()).toHaveTextContent('Auto-detect kept your boxes: you placed them before it finished.');
    expect(screen.getByTestId('readout-lr').textContent).toBe(mine);
  });

  it('says "Only image files can be used." for another kind of file, chosen or dropped', () => {
    render(<CenteringTool />);
    fireEvent.change(screen.getByLabelText('Card image'), {
      target: { files: [file('notes.pdf', 'application/pdf')] },
    });
    expect(status()).toHaveTextContent('Only image files can be used.');
    drop(file('notes.txt', 'text/plain'));
    expect(status()).toHaveTextContent('Only image files can be used.');
    expect(screen.getByText('Paste or upload a card image to begin.')).toBeInTheDocument();
    expect(detectInWorker).not.toHaveBeenCalled();
  });
});
