import { type ArtProps, Illustration } from "./illustration.tsx";

/** The 404 page's puzzled mushroom at a signpost that points nowhere useful. */
export function LostMushroom({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 240 200" className={className}>
      <path
        d="M16 184c0-14 48-22 104-22s104 8 104 20-48 16-104 16-104-4-104-14z"
        className="fill-sage"
        stroke="none"
      />
      <path d="M157 180V66h6v114z" className="fill-stem" />
      <path d="M132 72h52l12 11-12 11h-52z" className="fill-stem" />
      <path d="M188 104h-52l-12 11 12 11h52z" className="fill-ochre" />
      <path d="M142 83h30M148 115h30" strokeWidth="1.5" />
      <path d="M71 178c2-20 0-34 4-48h26c4 14 2 28 4 48z" className="fill-stem" />
      <path d="M44 134c4-42 84-42 88 0-28 8-60 8-88 0z" className="fill-cap" />
      <g className="fill-stem" stroke="none">
        <circle cx="70" cy="112" r="6" />
        <circle cx="96" cy="104" r="5" />
        <circle cx="114" cy="122" r="5" />
      </g>
      <g className="fill-current" stroke="none">
        <circle cx="82" cy="150" r="2.5" />
        <circle cx="95" cy="150" r="2.5" />
      </g>
      <path d="M85 162q4-3 8 0" />
      <g className="text-moss">
        <path d="M98 56c0-12 18-12 18 0 0 8-9 8-9 16" strokeWidth="3.5" />
        <circle cx="107" cy="82" r="2" className="fill-current" />
      </g>
    </Illustration>
  );
}
