import { useId } from 'react';

type Tone = 'gold' | 'indigo' | 'teal';

export interface SlabIllustrationProps {
  grade: string;
  cardName: string;
  tone: Tone;
  className?: string;
}

// Per-tone palette: accent drives the card frame and grade badge, deep is used for
// text/outlines, pale for the card's inner panels.
const TONES: Record<Tone, { accent: string; deep: string; pale: string; sky: string }> = {
  gold: { accent: '#f5b83d', deep: '#7c4a03', pale: '#fff7e0', sky: '#fde7b0' },
  indigo: { accent: '#4338ca', deep: '#1e1b4b', pale: '#eef0ff', sky: '#c7d2fe' },
  teal: { accent: '#0d9488', deep: '#134e4a', pale: '#ecfdf9', sky: '#a7f3d0' },
};

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

// Fit the card name beside the grade badge: one line if short, else up to two
// word-wrapped lines (the last one truncated with an ellipsis).
function wrapName(name: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  if (lines.length <= 2) return lines.map((l) => truncate(l, max));
  return [truncate(lines[0] ?? '', max), truncate(lines.slice(1).join(' '), max)];
}

/**
 * Decorative graded-card slab: a clear holder with a label strip (card name + grade)
 * and a stylised, creature-free card inside. Presentation attributes only (no inline
 * style) so it renders under a strict CSP.
 */
export function SlabIllustration({ grade, cardName, tone, className }: SlabIllustrationProps) {
  // useId() yields ":r0:" / "«r0»" / "_r_0_" depending on React version; keep it
  // to characters that are safe inside url(#...) references.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const slabId = `slab-${uid}`;
  const skyId = `sky-${uid}`;
  const glareId = `glare-${uid}`;
  const c = TONES[tone];
  const gradeText = truncate(grade, 4);
  const gradeSize = gradeText.length > 2 ? 24 : 30;
  const short = cardName.trim().length <= 13;
  const nameLines = short ? [cardName.trim()] : wrapName(cardName, 15);
  const nameSize = short ? 13 : 11;
  const nameY = nameLines.length === 1 ? 43 : 36;

  return (
    <svg
      viewBox="0 0 240 340"
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={`Graded slab illustration: ${cardName}, grade ${grade}`}
      className={className}
    >
      <defs>
        <linearGradient id={slabId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8f9ff" />
          <stop offset="0.55" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#dde3f7" />
        </linearGradient>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.sky} />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
        <linearGradient id={glareId} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>

      {/* Slab body: clear plastic shell with a soft inner rim */}
      <rect x="8" y="6" width="224" height="328" rx="14" fill={`url(#${slabId})`} stroke="#c3cae6" strokeWidth="2" />
      <rect
        x="14"
        y="12"
        width="212"
        height="316"
        rx="10"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.5"
        opacity="0.9"
      />

      {/* Label strip: card name on the left, large grade badge on the right */}
      <rect x="20" y="20" width="200" height="60" rx="6" fill="#ffffff" stroke={c.accent} strokeWidth="2" />
      <rect x="20" y="20" width="6" height="60" rx="3" fill={c.accent} />
      <text
        fill={c.deep}
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize={nameSize}
        fontWeight="700"
      >
        {nameLines.map((line, i) => (
          <tspan key={i} x="34" y={nameY + i * 13}>
            {line}
          </tspan>
        ))}
      </text>
      <text
        x="34"
        y="61"
        fill="#64748b"
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="7.5"
        fontWeight="600"
        letterSpacing="1.1"
      >
        GRADE ESTIMATE
      </text>
      <rect x="34" y="67" width="90" height="4" rx="2" fill="#e2e8f0" />
      <rect x="34" y="67" width="56" height="4" rx="2" fill={c.accent} opacity="0.7" />
      <rect x="152" y="26" width="62" height="48" rx="5" fill={c.accent} />
      <text
        x="183"
        y="38"
        fill={tone === 'gold' ? c.deep : '#ffffff'}
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="7"
        fontWeight="700"
        letterSpacing="1"
        textAnchor="middle"
      >
        GRADE
      </text>
      <text
        x="183"
        y="67"
        fill={tone === 'gold' ? c.deep : '#ffffff'}
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize={gradeSize}
        fontWeight="800"
        textAnchor="middle"
      >
        {gradeText}
      </text>

      {/* Card well inside the holder */}
      <rect x="28" y="92" width="184" height="230" rx="8" fill="#e3e8fb" stroke="#c9d0ec" strokeWidth="1.5" />

      {/* Stylised card: coloured border, artwork frame, text box */}
      <rect x="40" y="102" width="160" height="210" rx="8" fill={c.accent} stroke={c.deep} strokeWidth="1.5" />
      <rect x="47" y="109" width="146" height="196" rx="5" fill={c.pale} />
      <rect x="54" y="116" width="104" height="9" rx="2" fill={c.deep} opacity="0.8" />
      <circle cx="181" cy="120.5" r="6" fill={c.accent} stroke={c.deep} strokeWidth="1" />

      {/* Artwork: sun over layered mountains and a lake line */}
      <rect x="54" y="131" width="132" height="94" rx="3" fill={`url(#${skyId})`} stroke={c.deep} strokeWidth="1.5" />
      <circle cx="152" cy="158" r="14" fill={c.accent} opacity="0.9" />
      <circle cx="152" cy="158" r="20" fill="none" stroke={c.accent} strokeWidth="1.5" opacity="0.4" />
      <polygon points="55,210 88,162 106,184 124,158 162,210" fill={c.deep} opacity="0.85" />
      <polygon points="96,210 136,176 185,210" fill={c.accent} opacity="0.85" />
      <polygon points="82,173 88,162 94,171 89,169" fill="#ffffff" opacity="0.9" />
      <rect x="55" y="210" width="130" height="14" fill={c.sky} />
      <path d="M64 217 H92 M104 219 H140 M152 216 H176" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />

      {/* Text box with abstract rule lines */}
      <rect
        x="54"
        y="232"
        width="132"
        height="58"
        rx="3"
        fill="#ffffff"
        stroke={c.deep}
        strokeWidth="1"
        opacity="0.95"
      />
      <rect x="62" y="241" width="70" height="5" rx="2" fill={c.deep} opacity="0.75" />
      <rect x="62" y="253" width="114" height="3" rx="1.5" fill="#94a3b8" />
      <rect x="62" y="261" width="104" height="3" rx="1.5" fill="#94a3b8" />
      <rect x="62" y="269" width="110" height="3" rx="1.5" fill="#94a3b8" />
      <rect x="62" y="279" width="40" height="4" rx="2" fill={c.accent} />
      <circle cx="176" cy="296" r="3" fill={c.deep} opacity="0.6" />
      <rect x="54" y="294" width="50" height="3" rx="1.5" fill={c.deep} opacity="0.4" />

      {/* Plastic glare across the whole slab */}
      <polygon points="150,6 196,6 70,334 24,334" fill={`url(#${glareId})`} opacity="0.5" />
    </svg>
  );
}
