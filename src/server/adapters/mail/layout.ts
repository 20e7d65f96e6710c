import type { MailMessage } from './mailer.js';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** One simple, readable layout for every e-mail we send, with the same words in plain text. */
export function emailLayout(options: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  after: string;
}): MailMessage {
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    `${options.action}: ${options.url}`,
    '',
    options.after,
    '',
    '— The Gradewise team',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;padding:24px">
<p style="font-weight:800;font-size:20px;color:#1e1b4b;margin:0 0 16px">Gradewise</p>
<div style="background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
<p>${escape(options.greeting)}</p>
${options.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escape(options.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:10px;font-weight:700;text-decoration:none">${escape(options.action)}</a></p>
<p style="font-size:14px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escape(options.url)}">${escape(options.url)}</a></p>
<p style="font-size:14px;color:#4b5563">${escape(options.after)}</p>
</div></div></body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}
