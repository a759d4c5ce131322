// The product's shield logo, drawn inline so it is crisp at every size.

/** The shield logo; decorative, so hidden from screen readers (the brand name is always beside it). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <path fill="#5865f2" d="M32 4 8 14v16c0 15 10 26 24 30 14-4 24-15 24-30V14Z" />
      <path fill="#fff" d="m28 42-9-9 4-4 5 5 13-13 4 4Z" />
    </svg>
  );
}
