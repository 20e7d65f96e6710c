import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import {
  boxGeometry,
  leftRightText,
  measureCentering,
  numbersText,
  topBottomText,
  worseSplit,
} from '../../../shared/centering/measure';
import type { CenteringDrawing } from '../../../shared/centering/drawing';
import type { BoxGeometry, CenteringResult } from '../../../shared/centering/measure';
import { imageRect, screenPx } from '../../../shared/centering/units';
import { nudgeStep } from '../../../shared/centering/view';
import { CenteringCanvas } from './CenteringCanvas';
import { copyText, isImageFile, loadPhoto, loadPhotoFile, usePastedImage } from './photo-input';
import { Readouts, type UseTarget } from './Readouts';
import type { Detected } from './detection';
import { Toolbar } from './Toolbar';
import { initialToolState, nextUndo, toolReducer, type Photo } from './tool-state';
import { useAutoDetect } from './use-auto-detect';
import './centering.css';

export type CenteringToolProps = {
  /** An initial image address (the standalone page's `img` parameter, or the photo under review). */
  imageUrl?: string;
  /**
   * Embedded in the review: offers 'Use for front' / 'Use for back', giving the worse axis as the form writes it
   * ('60/40') and the boxes it comes from, in the loaded photo's pixels.
   */
  onUse?: (target: UseTarget, use: { split: string; drawing: CenteringDrawing | null }) => void;
  /** The tool's output on every change: the centering result and the boxes in image pixels. */
  onMeasure?: (result: CenteringResult, geometry: BoxGeometry) => void;
  /** A measurement made elsewhere (the server's detector) for the `imageUrl` photo: placed once it has loaded. */
  detected?: Detected;
};

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function CenteringTool({ imageUrl, onUse, onMeasure, detected }: CenteringToolProps) {
  const [state, dispatch] = useReducer(toolReducer, initialToolState);
  const [status, setStatus] = useState('');
  // The measurement belongs to the address's photo, never to one the user pastes or uploads over it.
  const [urlPhoto, setUrlPhoto] = useState<Photo | null>(null);
  const autoDetect = useAutoDetect({
    photo: state.photo,
    placed: state.placed,
    dispatch,
    setStatus,
    detected: state.photo === urlPhoto ? detected : undefined,
  });
  // Escape arms the next Tab to leave the canvas instead of switching boxes, so keyboard users are never trapped.
  const leaving = useRef(false);
  const hintId = useId();
  const standalone = !onUse;

  const { detect } = autoDetect;
  // Every photo the user brings (upload, drop, paste) is measured as it arrives; one undo takes the boxes back.
  const showPhoto = useCallback(
    (file: File) => {
      if (!isImageFile(file)) return setStatus('Only image files can be used.');
      loadPhotoFile(file)
        .then((photo) => {
          dispatch({ type: 'photo', photo });
          void detect(photo, true, `Loaded ${file.name || 'pasted image'}. Detecting the card…`);
        })
        .catch(() => setStatus('That image could not be opened.'));
    },
    [detect],
  );
  usePastedImage(showPhoto);

  const undoChange = nextUndo(state);
  const undo = () => {
    if (!undoChange) return;
    dispatch({ type: 'undo' });
    setStatus(undoChange === 'detection' ? 'Auto-detect undone.' : 'Undone.');
  };
  const onToolKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    undo();
  };

  // A file dropped anywhere on the tool is loaded, or refused in words; the browser must not open it instead.
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    showPhoto(file);
  };

  const measuredElsewhere = detected !== undefined;
  useEffect(() => {
    if (!imageUrl) return;
    let current = true;
    loadPhoto(imageUrl)
      .then((photo) => {
        if (!current) return;
        dispatch({ type: 'photo', photo });
        setUrlPhoto(photo);
        // With a measurement passed in (the review's), that is placed instead of a second detection.
        if (!measuredElsewhere) void detect(photo, true, 'Loaded the image. Detecting the card…');
      })
      .catch(() => current && setStatus('The image address could not be loaded.'));
    return () => {
      current = false;
    };
  }, [imageUrl, measuredElsewhere, detect]);

  const result = useMemo(() => measureCentering(state.boxes ?? emptyBoxes, state.angle), [state.boxes, state.angle]);
  const geometry = useMemo(() => (state.boxes ? boxGeometry(state.boxes) : null), [state.boxes]);
  useEffect(() => {
    if (geometry) onMeasure?.(result, geometry);
  }, [result, geometry, onMeasure]);

  const use =
    onUse &&
    ((target: UseTarget) =>
      onUse(target, {
        split: worseSplit(result),
        drawing:
          geometry && state.photo
            ? {
                imageWidth: state.photo.width,
                imageHeight: state.photo.height,
                ...geometry,
                angleDeg: state.angle,
                ...(state.corners && { corners: state.corners }),
              }
            : null,
      }));

  const onCopy = async (what: 'lr' | 'tb' | 'numbers') => {
    const text = what === 'lr' ? leftRightText(result) : what === 'tb' ? topBottomText(result) : numbersText(result);
    const copied = await copyText(text);
    if (what === 'numbers' && standalone) window.alert(copied ? `Copied: ${text}` : text);
    setStatus(copied ? `Copied: ${text}` : `Copy failed; select the text: ${text}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'Escape') {
      leaving.current = true;
      setStatus('Press Tab to leave the canvas.');
    } else if (event.key === 'Tab') {
      if (event.shiftKey || leaving.current) return;
      event.preventDefault();
      dispatch({ type: 'toggle-selected' });
    } else if (ARROWS[event.key]) {
      event.preventDefault();
      const [x = 0, y = 0] = ARROWS[event.key] ?? [];
      const step = nudgeStep(event);
      dispatch({ type: 'nudge', dx: screenPx(x * step), dy: screenPx(y * step) });
    }
  };

  const selectedName = state.selected === 'outer' ? 'outer (card edge)' : 'inner (artwork border)';
  const label = `Card with two boxes: outer box on the card edge, inner box on the artwork border. Selected: ${selectedName}. L|R ${result.lPct}% to ${result.rPct}%, T|B ${result.tPct}% to ${result.bPct}%.`;

  return (
    <div
      className={`centering-tool${standalone ? ' standalone' : ' embedded'}`}
      onKeyDown={onToolKeyDown}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <Toolbar
        state={state}
        dispatch={dispatch}
        onFile={showPhoto}
        detecting={autoDetect.detecting}
        onAutoDetect={() => void autoDetect.run()}
        canUndo={undoChange !== null}
        onUndo={undo}
      />
      <div className="centering-stage" onBlur={() => (leaving.current = false)}>
        <CenteringCanvas state={state} dispatch={dispatch} label={label} hintId={hintId} onKeyDown={onKeyDown} />
        <p id={hintId} className="visually-hidden">
          Arrow keys move the selected box by 5 pixels, 10 with Shift, 1 with Alt. Tab switches between the outer and
          inner box; press Escape and then Tab to move on, or Shift+Tab to go back. Ctrl+Z undoes the last change.
        </p>
      </div>
      <Readouts
        result={result}
        placed={state.placed}
        textInBorder={state.textInBorder}
        geometry={geometry}
        status={status}
        onCopy={(what) => void onCopy(what)}
        onUse={use}
      />
    </div>
  );
}

/** Before the canvas is measured there are no boxes; no margin reads as 50/50. */
const emptyBoxes = { outer: imageRect(0, 0, 0, 0), inner: imageRect(0, 0, 0, 0) };
