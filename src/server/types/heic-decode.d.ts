declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  export default function decode(options: { buffer: Buffer | ArrayBuffer | Uint8Array }): Promise<Decoded>;
}
