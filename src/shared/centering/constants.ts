/** The spec's centering-tool numbers (section 9); distances are on-screen pixels. */
export const CARD_ASPECT = 63 / 88;
export const INITIAL_OUTER_SHARE = 0.6;
export const INITIAL_INNER_INSET = 0.1;
export const MIN_BOX_SIDE = 20;
export const EDGE_MARGIN = 10;
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
export const NUDGE_STEP = 5;
export const NUDGE_STEP_SHIFT = 10;
export const NUDGE_STEP_ALT = 1;
export const ROTATION_HANDLE_MIN_RADIUS = 60;
export const ROTATION_HANDLE_SHARE = 0.35;
