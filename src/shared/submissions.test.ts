import { describe, expect, it } from 'vitest';
import { browserImageType, sniffImageType } from './submissions.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImageType', () => {
  it('knows PNG, JPEG and HEIC/HEIF by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic')]))).toBe('image/heic');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 24, ...ascii('ftypmif1')]))).toBe('image/heic');
  });

  it('refuses HTML, ZIP, other ftyp brands and short files', () => {
    expect(sniffImageType(ascii('<!doctype html><html>'))).toBeNull();
    expect(sniffImageType(bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0))).toBeNull();
    expect(sniffImageType(new Uint8Array([0, 0, 0, 24, ...ascii('ftypmp42')]))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('browserImageType', () => {
  it('normalises image/jpg and falls back to the extension', () => {
    expect(browserImageType({ name: 'a.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(browserImageType({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(browserImageType({ name: 'notes.txt', type: '' })).toBe('.txt');
    expect(browserImageType({ name: 'card', type: '' })).toBe('unknown');
  });
});
