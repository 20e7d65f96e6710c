import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CenteringTool } from './CenteringTool';
import type * as PhotoInput from './photo-input';

// jsdom decodes no images: the photo at `imageUrl` is a stand-in of a known size.
vi.mock('./photo-input', async (importOriginal) => ({
  ...(await importOriginal<typeof PhotoInput>()),
  loadPhoto: vi.fn(async () => ({ source: {} as CanvasImageSource, width: 630, height: 880 })),
}));

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

describe('CenteringTool embedded', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FixedSizeObserver);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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
