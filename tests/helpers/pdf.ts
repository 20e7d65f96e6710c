import zlib from 'node:zlib';

/**
 * The text a PDF shows, line by line, read from its content streams (inflated where compressed): enough to check
 * what a report says, for the standard fonts PDFKit writes as hex strings in TJ arrays.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1]!, 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
