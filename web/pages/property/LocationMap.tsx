import type { ReactNode } from 'react';
import type { Setting } from '../../../shared/properties/types';

const W = 640;
const H = 360;

/** A small deterministic pseudo-random sequence (mulberry32), so each place gets its own streets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function Surroundings({ setting, next }: { setting: Setting; next: () => number }): ReactNode {
  switch (setting) {
    case 'coast':
      return <path d={`M0 ${250 + next() * 30} C160 ${220 + next() * 40} 260 ${300 + next() * 20} 420 ${270 + next() * 30} S600 ${230 + next() * 40} ${W} ${250 + next() * 20} V${H} H0 Z`} fill="#a7d3ef" />;
    case 'lake':
      return <ellipse cx={440 + next() * 60} cy={120 + next() * 60} rx={120 + next() * 40} ry={60 + next() * 20} fill="#a7d3ef" />;
    case 'city':
      return <path d={`M-10 ${60 + next() * 40} C200 ${120 + next() * 40} 380 ${30 + next() * 40} ${W + 10} ${110 + next() * 40}`} stroke="#a7d3ef" strokeWidth="34" fill="none" />;
    case 'mountain':
      return (
        <g fill="none" stroke="#c9b99a" strokeWidth="1.5">
          {[60, 95, 130, 165].map((r) => (
            <ellipse key={r} cx={500} cy={90} rx={r * 1.4} ry={r} />
          ))}
          {[40, 70, 100].map((r) => (
            <ellipse key={r} cx={110} cy={300} rx={r * 1.3} ry={r} />
          ))}
        </g>
      );
    case 'countryside':
      return (
        <g>
          {Array.from({ length: 8 }, (_, i) => (
            <rect key={i} x={(i % 4) * 170 - 20 + next() * 20} y={i < 4 ? 10 + next() * 20 : 250 + next() * 20} width={140} height={90} rx="6" fill={i % 2 ? '#e8e0b0' : '#d6e6b5'} transform={`rotate(${next() * 10 - 5} 320 180)`} />
          ))}
        </g>
      );
    case 'forest':
      return (
        <g fill="#b9d9b0">
          {Array.from({ length: 40 }, (_, i) => (
            <circle key={i} cx={next() * W} cy={next() * H} r={10 + next() * 16} />
          ))}
        </g>
      );
  }
}

/**
 * The Location section's map, drawn here (no third-party tiles): the kind of surroundings,
 * a few streets generated from the coordinates, a park, and the pin in the centre.
 */
export function LocationMap({ setting, lat, lng, label, north, className }: { setting: Setting; lat: number; lng: number; label: string; north: string; className?: string }) {
  const next = random(Math.round(Math.abs(lat * 1000)) * 7919 + Math.round(Math.abs(lng * 1000)));
  const angle = next() * 20 - 10;
  const streets = Array.from({ length: 6 }, (_, i) => ({ x: 40 + i * 110 + next() * 30, y: 30 + i * 60 + next() * 20 }));
  // The sea and lakes lie over the street grid; rivers, hills, fields and woods under it.
  const coversStreets = setting === 'coast' || setting === 'lake';
  const surroundings = <Surroundings setting={setting} next={next} />;
  return (
    <svg className={className} viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} focusable="false">
      <rect width={W} height={H} fill="#f1efe6" />
      {!coversStreets && surroundings}
      <g transform={`rotate(${angle} 320 180)`} stroke="#ffffff" strokeLinecap="round">
        {streets.map((street, i) => (
          <path key={`v${i}`} d={`M${street.x} -40 V${H + 40}`} strokeWidth="7" />
        ))}
        {streets.map((street, i) => (
          <path key={`h${i}`} d={`M-40 ${street.y} H${W + 40}`} strokeWidth="7" />
        ))}
        <rect x={160 + next() * 60} y={40 + next() * 40} width="90" height="60" rx="8" fill="#c7e2b4" stroke="none" />
      </g>
      <path d={`M-20 ${200 + next() * 60} C200 ${140 + next() * 60} 420 ${240 + next() * 40} ${W + 20} ${160 + next() * 60}`} stroke="#f6c76b" strokeWidth="12" fill="none" strokeLinecap="round" />
      {coversStreets && surroundings}
      <g transform="translate(320 180)">
        <circle r="26" fill="#0b4f8a" opacity="0.15" />
        <path d="M0 0 C-14 -18 -18 -26 -18 -34 a18 18 0 0 1 36 0 c0 8 -4 16 -18 34 z" fill="#b42318" stroke="#ffffff" strokeWidth="2.5" />
        <circle cy="-34" r="6.5" fill="#ffffff" />
      </g>
      <g transform="translate(596 44)">
        <circle r="22" fill="#ffffff" stroke="#4a5566" />
        <path d="M0 -15 L6 4 L0 0 L-6 4 Z" fill="#1b2430" />
        <text y="17" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1b2430">
          {north}
        </text>
      </g>
    </svg>
  );
}
