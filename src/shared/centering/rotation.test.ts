import { describe, expect, it } from 'vitest';
import { angleLabel, dragAngle, normalizeAngle, rotatePoint, rotationHandleRadius } from './rotation.js';
import { screenPx } from './units.js';

describe('normalizeAngle', () => {
  it.each([
    [0, 0],
    [45, 45],
    [180, 180],
    [-180, 180],
    [540, 180],
    [-190, 170],
    [190, -170],
    [-179.5, -179.5],
    [720, 0],
    [-360, 0],
  ])('%d -> %d', (input, expected) => {
    expect(normalizeAngle(input)).toBe(expected);
  });

  it('never gives -0', () => {
    expect(Object.is(normalizeAngle(-360), 0)).toBe(true);
  });
});

describe('rotation handle', () => {
  const center = { x: 0, y: 0 };

  it('turns by the angle swept around the centre', () => {
    expect(dragAngle(0, center, { x: 10, y: 0 }, { x: 0, y: 10 })).toBeCloseTo(90);
    expect(dragAngle(170, center, { x: 10, y: 0 }, { x: 0, y: 10 })).toBeCloseTo(-100);
  });

  it('has a radius of at least 60 px or 35% of the smaller outer side', () => {
    expect(rotationHandleRadius({ width: screenPx(100), height: screenPx(140) })).toBe(60);
    expect(rotationHandleRadius({ width: screenPx(400), height: screenPx(560) })).toBe(140);
  });

  it('rotates points about a centre', () => {
    const turned = rotatePoint({ x: 2, y: 1 }, { x: 1, y: 1 }, 90);
    expect(turned.x).toBeCloseTo(1);
    expect(turned.y).toBeCloseTo(2);
  });

  it('labels the angle in degrees', () => {
    expect(angleLabel(-12.345)).toBe('-12.3°');
  });
});
