import { typeOf, type IntegrationType } from './integrations';

/** One ink colour per kind of integration (all at least 4.5:1 on white). */
const INK: Record<IntegrationType | 'other', string> = {
  ota: '#0b4f8a',
  metasearch: '#0f6b5c',
  payments: '#5b3a9e',
  communication: '#146c2e',
  revenue: '#9a3412',
  locks: '#374151',
  accounting: '#1d4ed8',
  analytics: '#a61b4b',
  automation: '#854d0e',
  other: '#1b2430',
};

export interface WordmarkProps {
  name: string;
  width?: number;
  height?: number;
}

/**
 * A partner's name as a clean text wordmark drawn by us (not the partner's logo), sized so
 * long names fit. It is an image named by the partner's name.
 */
export function Wordmark({ name, width = 168, height = 56 }: WordmarkProps) {
  // System sans-serif at weight 700 averages about 0.6 em per character.
  const fontSize = Math.max(11, Math.min(20, Math.floor((width - 24) / (name.length * 0.6))));
  return (
    <svg role="img" aria-label={name} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} rx="10" fill="#ffffff" stroke="#d3dae3" />
      <text
        x={width / 2}
        y={height / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize={fontSize}
        fontWeight="700"
        letterSpacing="-0.01em"
        fill={INK[typeOf(name) ?? 'other']}
      >
        {name}
      </text>
    </svg>
  );
}
