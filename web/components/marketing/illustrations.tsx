/**
 * Product illustrations drawn as SVG (no screenshots, no requests). Each has fixed width and
 * height so nothing shifts, and either a `label` (an image with a name in the page's language)
 * or none (decorative, hidden from assistive technology).
 */
import { illustration } from './marketing.css';

interface IllustrationProps {
  /** The image's name; without one the drawing is decorative. */
  label?: string;
  className?: string;
}

function a11y(label: string | undefined) {
  return label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
}

const CHANNEL_COLORS = ['#0b4f8a', '#c2410c', '#0f6b5c', '#6d28d9'];

/** A booking calendar: rooms down the side, ten days across, stays as coloured bars. */
export function CalendarIllustration({ label, className }: IllustrationProps) {
  const rooms = ['101', '102', '201', '202', '301'];
  const stays: [row: number, start: number, length: number, color: number][] = [
    [0, 0, 3, 0], [0, 4, 4, 1], [1, 1, 2, 2], [1, 5, 5, 0], [2, 0, 5, 3], [2, 6, 2, 1],
    [3, 2, 3, 0], [3, 7, 3, 2], [4, 0, 2, 1], [4, 3, 4, 2],
  ];
  const left = 64;
  const cell = 40;
  return (
    <svg className={className ?? illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y(label)}>
      <rect x="1" y="1" width="478" height="298" rx="16" fill="#fff" stroke="#d3dae3" />
      <rect x="1" y="1" width="478" height="40" rx="16" fill="#0b4f8a" />
      <rect x="1" y="25" width="478" height="16" fill="#0b4f8a" />
      <circle cx="24" cy="21" r="5" fill="#fff" opacity=".8" />
      <rect x="38" y="16" width="90" height="10" rx="5" fill="#fff" opacity=".8" />
      {Array.from({ length: 10 }, (_, day) => (
        <text key={day} x={left + day * cell + cell / 2} y="64" textAnchor="middle" fontSize="12" fill="#4a5566" fontFamily="system-ui, sans-serif">
          {day + 1}
        </text>
      ))}
      {rooms.map((room, row) => (
        <g key={room}>
          <line x1="16" x2="464" y1={80 + row * 42} y2={80 + row * 42} stroke="#eef1f5" />
          <text x="24" y={106 + row * 42} fontSize="13" fontWeight="600" fill="#1b2430" fontFamily="system-ui, sans-serif">
            {room}
          </text>
        </g>
      ))}
      {stays.map(([row, start, length, color], i) => (
        <rect key={i} x={left + start * cell + 3} y={88 + row * 42} width={length * cell - 6} height="26" rx="6" fill={CHANNEL_COLORS[color]} opacity={0.9} />
      ))}
    </svg>
  );
}

/** The Estadia hub in the middle, portals around it, connected both ways. */
export function ChannelsIllustration({ label, className, names }: IllustrationProps & { names: readonly string[] }) {
  const spots = [
    [80, 60], [400, 60], [40, 150], [440, 150], [80, 240], [400, 240],
  ] as const;
  return (
    <svg className={className ?? illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y(label)}>
      <rect x="1" y="1" width="478" height="298" rx="16" fill="#f5f7fa" />
      {spots.map(([x, y], i) => (
        <line key={i} x1="240" y1="150" x2={x} y2={y} stroke="#9fb8d3" strokeWidth="2" strokeDasharray="6 6" />
      ))}
      <circle cx="240" cy="150" r="54" fill="#0b4f8a" />
      <path d="M222 150l12-11 12 11v14h-24z" fill="#fff" />
      <path d="m229 156 4 4 7-8" fill="none" stroke="#0f6b5c" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      {spots.map(([x, y], i) => (
        <g key={`n${i}`}>
          <rect x={x - 62} y={y - 18} width="124" height="36" rx="18" fill="#fff" stroke="#d3dae3" />
          <text x={x} y={y + 5} textAnchor="middle" fontSize="13" fontWeight="700" fill="#1b2430" fontFamily="system-ui, sans-serif">
            {names[i] ?? ''}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A phone showing a booking page: photo, dates, nightly prices and the book button. */
export function BookingEngineIllustration({ label, className }: IllustrationProps) {
  return (
    <svg className={className ?? illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y(label)}>
      <rect x="1" y="1" width="478" height="298" rx="16" fill="#e7f0f9" />
      <rect x="160" y="14" width="160" height="272" rx="22" fill="#1b2430" />
      <rect x="168" y="30" width="144" height="240" rx="12" fill="#fff" />
      <rect x="176" y="40" width="128" height="64" rx="8" fill="#9fc5e8" />
      <path d="M176 92l30-26 24 18 20-14 54 30v4a8 8 0 0 1-8 8H184a8 8 0 0 1-8-8z" fill="#0f6b5c" opacity=".7" />
      <rect x="176" y="114" width="90" height="8" rx="4" fill="#1b2430" />
      <rect x="176" y="128" width="60" height="6" rx="3" fill="#9aa5b4" />
      {Array.from({ length: 14 }, (_, i) => (
        <rect key={i} x={176 + (i % 7) * 18.5} y={144 + Math.floor(i / 7) * 20} width="15" height="15" rx="3" fill={i === 3 || i === 4 || i === 5 ? '#0b4f8a' : i === 9 ? '#f2c4b3' : '#eef1f5'} />
      ))}
      <rect x="176" y="194" width="128" height="30" rx="6" fill="#f5f7fa" stroke="#d3dae3" />
      <rect x="184" y="205" width="50" height="8" rx="4" fill="#9aa5b4" />
      <rect x="262" y="204" width="34" height="10" rx="5" fill="#1b2430" />
      <rect x="176" y="234" width="128" height="26" rx="8" fill="#0b4f8a" />
      <rect x="210" y="244" width="60" height="6" rx="3" fill="#fff" />
      <circle cx="84" cy="90" r="34" fill="#fff" />
      <path d="m68 90 11 11 21-22" fill="none" stroke="#0f6b5c" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="370" y="170" width="90" height="56" rx="10" fill="#fff" stroke="#d3dae3" />
      <rect x="382" y="184" width="40" height="8" rx="4" fill="#0f6b5c" />
      <rect x="382" y="200" width="64" height="8" rx="4" fill="#9aa5b4" />
    </svg>
  );
}

/** A management dashboard: figures on top, a chart and a task list below. */
export function PmsIllustration({ label, className }: IllustrationProps) {
  const bars = [52, 70, 64, 88, 96, 80, 110, 124];
  return (
    <svg className={className ?? illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y(label)}>
      <rect x="1" y="1" width="478" height="298" rx="16" fill="#fff" stroke="#d3dae3" />
      <rect x="1" y="1" width="96" height="298" rx="16" fill="#0b4f8a" />
      <rect x="60" y="1" width="37" height="298" fill="#0b4f8a" />
      {[40, 76, 112, 148, 184].map((y) => (
        <rect key={y} x="20" y={y} width="56" height="10" rx="5" fill="#fff" opacity={y === 40 ? 1 : 0.55} />
      ))}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={116 + i * 118} y="24" width="106" height="62" rx="10" fill="#f5f7fa" />
          <rect x={128 + i * 118} y="38" width="48" height="8" rx="4" fill="#9aa5b4" />
          <rect x={128 + i * 118} y="56" width="64" height="16" rx="6" fill={CHANNEL_COLORS[i]} />
        </g>
      ))}
      <rect x="116" y="104" width="224" height="172" rx="10" fill="#f5f7fa" />
      {bars.map((h, i) => (
        <rect key={i} x={132 + i * 25} y={260 - h} width="16" height={h} rx="4" fill="#0b4f8a" opacity={0.55 + i * 0.05} />
      ))}
      <rect x="352" y="104" width="106" height="172" rx="10" fill="#f5f7fa" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <circle cx="370" cy={128 + i * 30} r="7" fill={i < 3 ? '#0f6b5c' : '#d3dae3'} />
          <rect x="384" y={124 + i * 30} width="60" height="8" rx="4" fill="#9aa5b4" />
        </g>
      ))}
    </svg>
  );
}
