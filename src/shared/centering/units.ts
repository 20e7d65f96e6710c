/**
 * Two pixel kinds that must never mix: image pixels (the photo's own grid, where the boxes live so zoom and pan
 * never change a measurement) and screen pixels (CSS pixels on the canvas, where the pointer and the spec's
 * on-screen distances live). Brands make the compiler reject passing one where the other is expected.
 */
declare const unit: unique symbol;

export type ImagePx = number & { readonly [unit]: 'image' };
export type ScreenPx = number & { readonly [unit]: 'screen' };

export const imagePx = (value: number) => value as ImagePx;
export const screenPx = (value: number) => value as ScreenPx;

export type Point<U extends number> = { x: U; y: U };
export type Size<U extends number> = { width: U; height: U };
export type Rect<U extends number> = Point<U> & Size<U>;

export type ImagePoint = Point<ImagePx>;
export type ScreenPoint = Point<ScreenPx>;
export type ImageRect = Rect<ImagePx>;
export type ScreenRect = Rect<ScreenPx>;

export const imageRect = (x: number, y: number, width: number, height: number): ImageRect => ({
  x: imagePx(x),
  y: imagePx(y),
  width: imagePx(width),
  height: imagePx(height),
});

export const screenRect = (x: number, y: number, width: number, height: number): ScreenRect => ({
  x: screenPx(x),
  y: screenPx(y),
  width: screenPx(width),
  height: screenPx(height),
});

export const rectRight = <U extends number>(rect: Rect<U>) => rect.x + rect.width;
export const rectBottom = <U extends number>(rect: Rect<U>) => rect.y + rect.height;
export const rectCenter = <U extends number>(rect: Rect<U>): Point<U> => ({
  x: (rect.x + rect.width / 2) as U,
  y: (rect.y + rect.height / 2) as U,
});
