import { useRef, type Dispatch } from 'react';
import { angleLabel } from '../../../shared/centering/rotation';
import { canZoomIn, canZoomOut, zoomLabel } from '../../../shared/centering/view';
import type { ToolAction, ToolState } from './tool-state';

type Props = {
  state: ToolState;
  dispatch: Dispatch<ToolAction>;
  onFile: (file: File) => void;
  detecting: boolean;
  onAutoDetect: () => void;
  canUndo: boolean;
  onUndo: () => void;
};

/** The tool's controls: all real buttons with names, so keyboards and screen readers reach every action. */
export function Toolbar({ state, dispatch, onFile, detecting, onAutoDetect, canUndo, onUndo }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const rotating = state.mode === 'rotate';
  return (
    <div className="centering-toolbar" role="toolbar" aria-label="Centering tools">
      <button type="button" className="button small" onClick={() => fileInput.current?.click()}>
        Upload
      </button>
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept="image/*"
        aria-label="Card image"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
          event.currentTarget.value = '';
        }}
      />
      <span className="centering-group">
        <button
          type="button"
          className="button small ghost icon"
          aria-label="Zoom out"
          disabled={!canZoomOut(state.zoom)}
          onClick={() => dispatch({ type: 'zoom', direction: -1 })}
        >
          −
        </button>
        <output className="centering-zoom" aria-label="Zoom">
          {zoomLabel(state.zoom)}
        </output>
        <button
          type="button"
          className="button small ghost icon"
          aria-label="Zoom in"
          disabled={!canZoomIn(state.zoom)}
          onClick={() => dispatch({ type: 'zoom', direction: 1 })}
        >
          +
        </button>
      </span>
      <span className="centering-group">
        <button
          type="button"
          className="button small"
          disabled={!state.photo || detecting}
          aria-busy={detecting}
          onClick={onAutoDetect}
        >
          {detecting ? 'Detecting…' : 'Auto-detect'}
        </button>
        <button
          type="button"
          className="button small ghost"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={onUndo}
        >
          Undo
        </button>
      </span>
      <button type="button" className="button small ghost" onClick={() => dispatch({ type: 'center-boxes' })}>
        Center Boxes
      </button>
      <span className="centering-group">
        <button
          type="button"
          className="button small ghost"
          aria-pressed={rotating}
          onClick={() => dispatch({ type: 'toggle-rotate' })}
        >
          {rotating ? 'Finish Rotate' : 'Rotate'}
        </button>
        <button type="button" className="button small ghost" onClick={() => dispatch({ type: 'reset-rotation' })}>
          Reset Rotation
        </button>
        <output className="centering-angle" aria-label="Angle">
          {angleLabel(state.angle)}
        </output>
      </span>
      <span className="centering-group" role="group" aria-label="Selected">
        <span className="centering-group-label" aria-hidden="true">
          Selected
        </span>
        {(['outer', 'inner'] as const).map((box) => (
          <button
            key={box}
            type="button"
            className="button small ghost"
            aria-pressed={state.selected === box}
            onClick={() => dispatch({ type: 'select', box })}
          >
            {box === 'outer' ? 'Outer' : 'Inner'}
          </button>
        ))}
      </span>
    </div>
  );
}
