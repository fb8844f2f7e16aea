import { type ArtProps, Illustration } from "./illustration.tsx";

/** The site's mark beside its name: one small cap. */
export function BrandMark({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 24 24" className={className}>
      <g strokeWidth="1.6">
        <path d="M9.5 13.5c.3 2.5-.2 5-.5 7h6c-.3-2-.8-4.5-.5-7" className="fill-stem" />
        <path
          d="M2.5 13c0-5.5 4.5-9 9.5-9s9.5 3.5 9.5 9c-6.3 1.6-12.7 1.6-19 0z"
          className="fill-cap"
        />
        <circle cx="9" cy="8.5" r="1.3" className="fill-stem" stroke="none" />
        <circle cx="14.5" cy="9.5" r="1" className="fill-stem" stroke="none" />
      </g>
    </Illustration>
  );
}
