/**
 * Line icons for the marketing pages, drawn here (no icon font, no request). Always
 * decorative: the text next to an icon says what it means, so every icon is aria-hidden.
 */
const PATHS = {
  calendar: 'M4 6h16v14H4Zm0 4h16M8 3v4m8-4v4m-8 7h2m3 0h2m-7 3h2',
  sync: 'M20 11a8 8 0 0 0-14.3-4.9L4 8m0-4v4h4m-4 5a8 8 0 0 0 14.3 4.9L20 16m0 4v-4h-4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z',
  booking: 'M3 10h18M5 10V6a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v4M4 10v9h16v-9M9 15l2 2 4-4',
  card: 'M3 6h18v12H3Zm0 4h18M7 15h4',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3m-1 6h4',
  pix: 'M12 3 21 12 12 21 3 12Zm-4 9 4-4 4 4-4 4Z',
  bank: 'M3 10h18L12 4Zm2 0v8m4-8v8m6-8v8m4-8v8M3 20h18',
  cheque: 'M3 7h18v10H3Zm4 6c2-3 3 1 5-2m3 2h3M7 10h5',
  cash: 'M3 7h18v10H3Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4m12-4v4',
  barcode: 'M4 5v14m3-14v14m3-14v10m3-10v14m3-14v10m4-10v14M10 19h1m5 0h1',
  bitcoin: 'M9 4v16m4-16v2m0 12v2M7 6h7a3 3 0 0 1 0 6H7m0 0h8a3 3 0 0 1 0 6H7',
  chart: 'M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6m4 6V6',
  pie: 'M12 3v9l7.5 5A9 9 0 1 1 12 3Zm3 0a8 8 0 0 1 6 6h-6Z',
  mail: 'M3 6h18v12H3Zm0 1 9 6 9-6',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z',
  inbox: 'M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6Z',
  broom: 'M14 3 10 11m-5 1h10l1 9H4Zm4 9v-5m4 5v-5',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z',
  users: 'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1m7-9a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 9v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  key: 'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Zm-1.3 3.2L21 20.5M18 17.5l2-2',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Zm-3 9 2 2 4-4',
  lock: 'M6 11h12v10H6Zm3 0V8a3 3 0 0 1 6 0v3m-3 4v2',
  cloud: 'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18Zm5-7v5m-2-2 2 2 2-2',
  code: 'm8 8-4 4 4 4m8-8 4 4-4 4M14 5l-4 14',
  brush: 'M20 4c-3 2-8 7-10 10l2 2c3-2 8-7 10-10Zm-10 10c-3 0-5 2-5 6 3 0 6-1 6-4',
  phone: 'M7 2h10v20H7Zm4 17h2',
  bot: 'M5 9h14v10H5Zm7-5v5M9 14h.01M15 14h.01M2 13v3m20-3v3M12 4h.01',
  gift: 'M4 10h16v4H4Zm1 4h14v7H5Zm7-4v11m0-11S9 4 7 6s5 4 5 4Zm0 0s3-6 5-4-5 4-5 4Z',
  headset: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H5a1 1 0 0 1-1-1Zm16 0h-3v6h2a1 1 0 0 0 1-1Zm-3 6c0 1-2 2-5 2',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7Z',
  tag: 'M3 12V4h8l10 10-8 8Zm5-4h.01',
  trend: 'M3 17l6-6 4 4 8-8m-5 0h5v5',
  check: 'm5 12 5 5 9-10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2',
  plug: 'M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0Zm6 9v4',
  home: 'M4 11 12 4l8 7v9H4Zm6 9v-6h4v6',
  file: 'M6 3h8l4 4v14H6Zm8 0v4h4M9 12h6m-6 4h6',
  door: 'M6 3h10v18H6Zm7 9h.01M16 21h3M3 21h3',
  percent: 'M19 5 5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  coins: 'M8 10a5 3 0 1 0 0-.01M3 10v4c0 1.7 2.2 3 5 3s5-1.3 5-3v-4m3-3a5 3 0 1 0 5 3M16 13c2.8 0 5-1.3 5-3v4c0 1.7-2.2 3-5 3',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4Zm4 4h4',
  layout: 'M3 4h18v16H3Zm0 5h18M9 9v11',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1m2 4.7a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  alert: 'M12 4 2 20h20Zm0 6v4m0 3h.01',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 28, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
