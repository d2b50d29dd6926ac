import { useId, type ReactNode } from 'react';
import type { Palette, PhotoScene, PropertyType, Setting } from '../../../shared/properties/types';

/**
 * The demo listings' photos, drawn in SVG from a few facts about the place (its type,
 * surroundings and colours): no external images, nothing to download, sharp at any size.
 * Each is an image with a text alternative (role="img" + aria-label) and fixed width/height
 * attributes so the layout does not shift.
 */
export interface PhotoSubject {
  type: PropertyType;
  setting: Setting;
  palette: Palette;
}

export interface PropertyPhotoProps {
  subject: PhotoSubject;
  scene: PhotoScene;
  /** Text alternative; leave empty only where the photo is decorative. */
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

const W = 480;
const H = 320;

const SKY: Record<Setting, [string, string]> = {
  coast: ['#8fcbef', '#e4f4fb'],
  city: ['#a9c8e2', '#eef3f8'],
  mountain: ['#7fb1dd', '#e1eef8'],
  countryside: ['#f2b679', '#fbe7c6'],
  lake: ['#9ed3e6', '#eaf7fb'],
  forest: ['#a8d0b9', '#eef6ef'],
};
const GROUND: Record<Setting, string> = {
  coast: '#e8d5a9',
  city: '#b9bec6',
  mountain: '#7fa36b',
  countryside: '#a9b85e',
  lake: '#86b36f',
  forest: '#5f8f55',
};

/** Far landscape between the horizon (y≈150) and `groundY`, by setting. */
function Landscape({ setting, groundY, idPrefix }: { setting: Setting; groundY: number; idPrefix: string }) {
  const g = groundY;
  switch (setting) {
    case 'coast':
      return (
        <g>
          <rect x="0" y={g - 40} width={W} height="42" fill="#2f82ba" />
          <path d={`M0 ${g - 28} q30 -6 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0`} fill="none" stroke="#9fd0ee" strokeWidth="2" />
          <path d={`M380 ${g - 46} l16 -22 l2 22 z`} fill="#ffffff" />
          <rect x="376" y={g - 46} width="26" height="5" rx="2" fill="#7a4e2d" />
        </g>
      );
    case 'city':
      return (
        <g fill="#8aa0b8">
          {[0, 40, 70, 120, 150, 200, 260, 300, 350, 400, 440].map((x, i) => (
            <rect key={x} x={x} y={g - 40 - ((i * 37) % 60)} width={36 - (i % 3) * 4} height={42 + ((i * 37) % 60)} />
          ))}
          <rect x="0" y={g - 6} width={W} height="8" fill="#5d7a96" />
        </g>
      );
    case 'mountain':
      return (
        <g>
          <path d={`M-20 ${g} L90 ${g - 120} L170 ${g - 40} L260 ${g - 150} L360 ${g - 50} L430 ${g - 110} L520 ${g} Z`} fill="#6c7f95" />
          <path d={`M90 ${g - 120} L70 ${g - 96} L98 ${g - 100} L112 ${g - 92} Z M260 ${g - 150} L236 ${g - 118} L262 ${g - 124} L286 ${g - 114} Z M430 ${g - 110} L414 ${g - 90} L436 ${g - 94} L448 ${g - 88} Z`} fill="#ffffff" />
        </g>
      );
    case 'countryside':
      return (
        <g>
          <path d={`M0 ${g - 30} Q120 ${g - 80} 240 ${g - 40} T480 ${g - 50} V${g} H0 Z`} fill="#c2b766" />
          <path d={`M0 ${g - 10} Q160 ${g - 50} 300 ${g - 20} T480 ${g - 15} V${g} H0 Z`} fill="#98a84f" />
          {[60, 90, 380, 410, 440].map((x, i) => (
            <ellipse key={x} cx={x} cy={g - 40 - (i % 2) * 8} rx="7" ry={26 + (i % 2) * 6} fill="#3f5a2c" />
          ))}
        </g>
      );
    case 'lake':
      return (
        <g>
          <path d={`M0 ${g - 50} Q100 ${g - 95} 200 ${g - 55} T420 ${g - 60} T520 ${g - 50} V${g} H0 Z`} fill="#6f9a6a" />
          <rect x="0" y={g - 30} width={W} height="32" fill={`url(#${idPrefix}water)`} />
          <path d={`M40 ${g - 18} h50 M200 ${g - 12} h70 M340 ${g - 20} h40`} stroke="#d9f1f8" strokeWidth="2" />
        </g>
      );
    case 'forest':
      return (
        <g fill="#2f5d3a">
          {[0, 30, 60, 95, 130, 340, 370, 400, 430, 460].map((x, i) => (
            <path key={x} d={`M${x} ${g} l22 -${70 + (i % 3) * 18} l22 ${70 + (i % 3) * 18} z`} />
          ))}
        </g>
      );
  }
}

function Building({ type, palette }: { type: PropertyType; palette: Palette }) {
  const { wall, roof, accent, wood } = palette;
  const windowFill = '#cfe6f5';
  switch (type) {
    case 'Villa':
      return (
        <g>
          <rect x="100" y="150" width="280" height="100" fill={wall} stroke="#00000022" />
          <rect x="300" y="120" width="110" height="130" fill={wall} stroke="#00000022" />
          <path d="M90 152 L140 124 H340 L390 152 Z" fill={roof} />
          <path d="M292 122 L325 100 H385 L418 122 Z" fill={roof} />
          {[125, 185, 245].map((x) => (
            <path key={x} d={`M${x} 240 V190 a16 16 0 0 1 32 0 V240 Z`} fill={windowFill} stroke={accent} strokeWidth="3" />
          ))}
          <rect x="330" y="150" width="22" height="30" fill={windowFill} stroke={accent} strokeWidth="3" />
          <rect x="362" y="150" width="22" height="30" fill={windowFill} stroke={accent} strokeWidth="3" />
          <rect x="345" y="200" width="30" height="50" fill={wood} />
        </g>
      );
    case 'Apartment':
    case 'Studio':
    case 'Hotel':
      return (
        <g>
          <rect x="160" y="50" width="160" height="200" fill={wall} stroke="#00000022" />
          <rect x="152" y="42" width="176" height="12" fill={roof} />
          {[0, 1, 2, 3, 4].map((row) =>
            [0, 1, 2].map((col) => (
              <g key={`${row}-${col}`}>
                <rect x={176 + col * 48} y={66 + row * 34} width="32" height="22" fill={windowFill} stroke={accent} strokeWidth="2" />
                {row % 2 === 0 && <path d={`M172 ${90 + row * 34} h136`} stroke={accent} strokeWidth="3" />}
              </g>
            )),
          )}
          <rect x="222" y="222" width="36" height="28" fill={wood} />
        </g>
      );
    case 'Cottage':
      return (
        <g>
          <rect x="170" y="170" width="150" height="80" fill={wall} stroke="#00000022" />
          <path d="M158 172 L245 110 L332 172 Z" fill={roof} />
          <rect x="285" y="118" width="16" height="34" fill="#8b6f5a" />
          <rect x="190" y="190" width="30" height="26" fill={windowFill} stroke={wood} strokeWidth="3" />
          <rect x="272" y="190" width="30" height="26" fill={windowFill} stroke={wood} strokeWidth="3" />
          <path d="M232 250 V206 a13 13 0 0 1 26 0 V250 Z" fill={accent} />
          {[178, 196, 290, 308].map((x, i) => (
            <circle key={x} cx={x} cy="246" r="6" fill={i % 2 ? '#e07a9b' : '#9b7fd1'} />
          ))}
        </g>
      );
    case 'Chalet':
      return (
        <g>
          <rect x="165" y="160" width="150" height="90" fill={wood} />
          {[172, 186, 200, 214, 228, 242].map((y) => (
            <path key={y} d={`M165 ${y} h150`} stroke="#00000026" strokeWidth="2" />
          ))}
          <path d="M140 170 L240 80 L340 170 L324 170 L240 98 L156 170 Z" fill={roof} />
          <path d="M190 160 L240 114 L290 160 Z" fill={wall} />
          <rect x="222" y="128" width="36" height="26" fill="#cfe6f5" stroke={roof} strokeWidth="3" />
          <rect x="160" y="196" width="160" height="8" fill={roof} />
          {[170, 190, 210, 230, 250, 270, 290, 310].map((x) => (
            <path key={x} d={`M${x} 204 v-18`} stroke={roof} strokeWidth="3" />
          ))}
          <rect x="180" y="214" width="28" height="24" fill="#cfe6f5" stroke={accent} strokeWidth="3" />
          <rect x="226" y="210" width="30" height="40" fill={accent} />
        </g>
      );
    case 'House':
      return (
        <g>
          <rect x="130" y="160" width="170" height="90" fill={wall} stroke="#00000022" />
          <rect x="300" y="190" width="80" height="60" fill={wall} stroke="#00000022" />
          <path d="M118 162 L215 100 L312 162 Z" fill={roof} />
          <path d="M296 192 L340 168 L390 192 Z" fill={roof} />
          <rect x="150" y="180" width="36" height="28" fill={windowFill} stroke={accent} strokeWidth="3" />
          <rect x="244" y="180" width="36" height="28" fill={windowFill} stroke={accent} strokeWidth="3" />
          <rect x="198" y="206" width="32" height="44" fill={wood} />
          <rect x="312" y="210" width="56" height="40" fill="#d7dbe0" stroke="#9aa3ad" />
          {[218, 226, 234, 242].map((y) => (
            <path key={y} d={`M312 ${y} h56`} stroke="#9aa3ad" />
          ))}
        </g>
      );
  }
}

function Window({ x, y, w, h, setting, idPrefix, frame }: { x: number; y: number; w: number; h: number; setting: Setting; idPrefix: string; frame: string }) {
  const clip = `${idPrefix}win${x}`;
  return (
    <g>
      <clipPath id={clip}>
        <rect x={x} y={y} width={w} height={h} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect x={x} y={y} width={w} height={h} fill={`url(#${idPrefix}sky)`} />
        <g transform={`translate(${x} ${y}) scale(${w / W} ${h / 240})`}>
          <Landscape setting={setting} groundY={240} idPrefix={idPrefix} />
        </g>
      </g>
      <rect x={x} y={y} width={w} height={h} fill="none" stroke={frame} strokeWidth="6" />
      <path d={`M${x + w / 2} ${y} v${h} M${x} ${y + h / 2} h${w}`} stroke={frame} strokeWidth="4" />
    </g>
  );
}

function Scene({ scene, subject, idPrefix }: { scene: PhotoScene; subject: PhotoSubject; idPrefix: string }): ReactNode {
  const { palette, setting, type } = subject;
  const { wall, accent, wood } = palette;
  const floor = <rect x="0" y="230" width={W} height="90" fill={wood} opacity="0.85" />;
  switch (scene) {
    case 'exterior':
      return (
        <>
          <rect width={W} height={H} fill={`url(#${idPrefix}sky)`} />
          <circle cx="410" cy="60" r="26" fill="#ffd66b" />
          <Landscape setting={setting} groundY={250} idPrefix={idPrefix} />
          <rect x="0" y="250" width={W} height="70" fill={GROUND[setting]} />
          <Building type={type} palette={palette} />
          <circle cx="60" cy="230" r="34" fill="#4d7c3f" />
          <rect x="56" y="240" width="8" height="30" fill="#6b4a2f" />
          <path d="M0 290 H480" stroke="#00000018" strokeWidth="14" />
        </>
      );
    case 'living':
      return (
        <>
          <rect width={W} height={H} fill={wall} />
          {floor}
          <Window x={40} y={50} w={130} h={140} setting={setting} idPrefix={idPrefix} frame="#ffffff" />
          <rect x="230" y="60" width="90" height="64" fill={accent} opacity="0.5" stroke={wood} strokeWidth="5" />
          <rect x="210" y="170" width="200" height="60" rx="12" fill={accent} />
          <rect x="200" y="190" width="26" height="52" rx="8" fill={accent} />
          <rect x="394" y="190" width="26" height="52" rx="8" fill={accent} />
          <rect x="226" y="158" width="80" height="30" rx="8" fill="#ffffff" opacity="0.35" />
          <ellipse cx="300" cy="285" rx="150" ry="22" fill="#ffffff" opacity="0.35" />
          <rect x="250" y="252" width="110" height="12" rx="4" fill={wood} />
          <path d="M440 230 V110 M420 110 h40 l-8 -24 h-24 z" stroke="#333" strokeWidth="3" fill="#ffe6a6" />
          <rect x="60" y="210" width="24" height="34" fill="#b0735a" />
          <circle cx="72" cy="196" r="22" fill="#4f8a4a" />
        </>
      );
    case 'bedroom':
      return (
        <>
          <rect width={W} height={H} fill={wall} />
          {floor}
          <Window x={340} y={50} w={110} h={120} setting={setting} idPrefix={idPrefix} frame="#ffffff" />
          <rect x="325" y="44" width="18" height="140" fill={accent} opacity="0.6" />
          <rect x="447" y="44" width="18" height="140" fill={accent} opacity="0.6" />
          <rect x="110" y="120" width="200" height="90" rx="10" fill={wood} />
          <rect x="100" y="180" width="220" height="80" rx="8" fill="#ffffff" stroke="#00000018" />
          <rect x="100" y="220" width="220" height="40" rx="6" fill={accent} />
          <rect x="125" y="160" width="70" height="28" rx="10" fill="#f4f4f4" stroke="#00000018" />
          <rect x="225" y="160" width="70" height="28" rx="10" fill="#f4f4f4" stroke="#00000018" />
          <rect x="40" y="200" width="46" height="50" fill={wood} />
          <path d="M63 200 v-30 M50 170 h26 l-6 -20 h-14 z" stroke="#333" strokeWidth="2" fill="#ffe6a6" />
          <rect x="334" y="210" width="46" height="50" fill={wood} />
        </>
      );
    case 'kitchen':
      return (
        <>
          <rect width={W} height={H} fill={wall} />
          <rect x="0" y="250" width={W} height="70" fill="#d9d4cc" />
          {[0, 60, 120, 180, 240, 300, 360, 420].map((x) => (
            <path key={x} d={`M${x} 250 l-30 70`} stroke="#00000014" />
          ))}
          <rect x="30" y="40" width="166" height="70" fill={accent} />
          {[30, 113].map((x) => (
            <rect key={x} x={x + 6} y="46" width="71" height="58" fill="none" stroke="#ffffff55" strokeWidth="2" />
          ))}
          <rect x="30" y="160" width="420" height="90" fill={accent} />
          <rect x="24" y="150" width="432" height="12" fill="#e9e4da" />
          <rect x="300" y="100" width="110" height="50" fill="#b8c0c8" />
          <path d="M320 100 L340 40 H370 L390 100 Z" fill="#9aa3ad" />
          <rect x="310" y="172" width="90" height="66" rx="4" fill="#2b2f36" />
          <rect x="322" y="184" width="66" height="36" rx="3" fill="#454c56" />
          {[228, 266].map((x) => (
            <g key={x}>
              <path d={`M${x} 0 V70`} stroke="#333" strokeWidth="2" />
              <path d={`M${x - 16} 86 a16 16 0 0 1 32 0 z`} fill={wood} />
            </g>
          ))}
          <ellipse cx="150" cy="146" rx="34" ry="8" fill="#ffffff" />
          <circle cx="138" cy="138" r="9" fill="#e4572e" />
          <circle cx="156" cy="136" r="9" fill="#f3a712" />
          <circle cx="168" cy="140" r="8" fill="#76b041" />
        </>
      );
    case 'bathroom':
      return (
        <>
          <rect width={W} height={H} fill="#e6f0f3" />
          {[40, 80, 120, 160, 200, 240].map((y) => (
            <path key={y} d={`M0 ${y} H480`} stroke="#c9d9de" />
          ))}
          {[40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 440].map((x) => (
            <path key={x} d={`M${x} 0 V260`} stroke="#c9d9de" />
          ))}
          <rect x="0" y="260" width={W} height="60" fill={wood} opacity="0.7" />
          <rect x="40" y="190" width="220" height="80" rx="30" fill="#ffffff" stroke="#b7c6cc" strokeWidth="3" />
          <path d="M70 190 V120 h20" stroke="#8c99a3" strokeWidth="5" fill="none" />
          <rect x="320" y="60" width="100" height="90" rx="44" fill="#dff1fb" stroke={wood} strokeWidth="6" />
          <rect x="300" y="180" width="140" height="80" fill={wood} />
          <rect x="296" y="170" width="148" height="14" rx="3" fill="#ffffff" />
          <rect x="450" y="150" width="20" height="70" rx="4" fill={accent} />
        </>
      );
    case 'pool':
      return (
        <>
          <rect width={W} height={H} fill={`url(#${idPrefix}sky)`} />
          <circle cx="80" cy="60" r="24" fill="#ffd66b" />
          <Landscape setting={setting} groundY={170} idPrefix={idPrefix} />
          <rect x="0" y="170" width={W} height="150" fill="#efe4cf" />
          <rect x="60" y="200" width="360" height="90" rx="14" fill={`url(#${idPrefix}water)`} stroke="#ffffff" strokeWidth="6" />
          <path d="M90 230 q20 -8 40 0 t40 0 M230 260 q20 -8 40 0 t40 0 M300 222 q15 -6 30 0" stroke="#e3f6ff" strokeWidth="3" fill="none" />
          <path d="M396 204 v40 M410 204 v40 M396 214 h14 M396 228 h14" stroke="#c0c7cc" strokeWidth="3" />
          <path d="M20 196 l60 -14 l4 10 l-60 14 z" fill="#ffffff" stroke={accent} strokeWidth="2" />
          <path d="M440 120 v80" stroke={wood} strokeWidth="4" />
          <path d="M400 126 q40 -34 80 0 z" fill={accent} />
        </>
      );
    case 'view':
      return (
        <>
          <rect width={W} height={H} fill={`url(#${idPrefix}sky)`} />
          <circle cx="370" cy="80" r="30" fill="#ffe08a" />
          <Landscape setting={setting} groundY={250} idPrefix={idPrefix} />
          <rect x="0" y="250" width={W} height="70" fill={GROUND[setting]} />
          <rect x="0" y="258" width={W} height="10" fill={wood} />
          {Array.from({ length: 16 }, (_, i) => i * 32).map((x) => (
            <rect key={x} x={x + 10} y="266" width="8" height="54" fill={wood} />
          ))}
        </>
      );
    case 'terrace':
      return (
        <>
          <rect width={W} height={H} fill={`url(#${idPrefix}sky)`} />
          <Landscape setting={setting} groundY={200} idPrefix={idPrefix} />
          <rect x="0" y="200" width={W} height="120" fill={wood} />
          {[214, 232, 252, 274, 298].map((y) => (
            <path key={y} d={`M0 ${y} H480`} stroke="#00000022" strokeWidth="2" />
          ))}
          <ellipse cx="240" cy="236" rx="80" ry="16" fill="#ffffff" stroke="#00000022" />
          <path d="M240 250 v40" stroke="#333" strokeWidth="4" />
          <rect x="130" y="230" width="40" height="46" rx="6" fill={accent} />
          <rect x="310" y="230" width="40" height="46" rx="6" fill={accent} />
          <rect x="30" y="180" width="30" height="40" fill="#b0735a" />
          <circle cx="45" cy="166" r="26" fill="#4f8a4a" />
          <rect x="420" y="180" width="30" height="40" fill="#b0735a" />
          <circle cx="435" cy="164" r="28" fill="#5f9a52" />
          <circle cx="220" cy="228" r="6" fill="#e4572e" />
          <rect x="248" y="220" width="8" height="16" fill="#7a2e3a" />
        </>
      );
  }
}

/** One illustrated photo of a listing. */
export function PropertyPhoto({ subject, scene, alt, width = W, height = H, className }: PropertyPhotoProps) {
  // Gradient and clip ids must be unique in the document and valid in url(#…).
  const idPrefix = `ph${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [skyTop, skyBottom] = SKY[subject.setting];
  return (
    <svg
      className={className}
      viewBox={`0 0 ${W} ${H}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      focusable="false"
    >
      <defs>
        <linearGradient id={`${idPrefix}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={skyTop} />
          <stop offset="1" stopColor={skyBottom} />
        </linearGradient>
        <linearGradient id={`${idPrefix}water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4fb3e0" />
          <stop offset="1" stopColor="#1f7fb5" />
        </linearGradient>
      </defs>
      <Scene scene={scene} subject={subject} idPrefix={idPrefix} />
    </svg>
  );
}
