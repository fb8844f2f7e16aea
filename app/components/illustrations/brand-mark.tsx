/** The site's mark beside its name: one small cap, drawn inline so it needs no request. */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`text-ink dark:text-paper print:hidden ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9.5 13.5c.3 2.5-.2 5-.5 7h6c-.3-2-.8-4.5-.5-7" className="fill-stem" />
      <path
        d="M2.5 13c0-5.5 4.5-9 9.5-9s9.5 3.5 9.5 9c-6.3 1.6-12.7 1.6-19 0z"
        className="fill-cap"
      />
      <circle cx="9" cy="8.5" r="1.3" className="fill-stem" stroke="none" />
      <circle cx="14.5" cy="9.5" r="1" className="fill-stem" stroke="none" />
    </svg>
  );
}
