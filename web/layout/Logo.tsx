/** The Estadia mark: a house with a calendar tick, drawn inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b4f8a" />
      <path d="M8 15.5 16 8l8 7.5V24a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1z" fill="#fff" />
      <path d="m12.5 18.5 2.5 2.5 4.5-5" fill="none" stroke="#0f6b5c" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
