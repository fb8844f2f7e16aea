import { type ArtProps, Illustration } from "./illustration.tsx";

/** A button mushroom just breaking the soil over its mycelium: a section still growing. */
export function SproutingMushroom({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 160 100" className={className}>
      <path
        d="M10 70c0-10 32-14 70-14s70 4 70 14-32 22-70 22-70-12-70-22z"
        className="fill-sage"
        stroke="none"
      />
      <path
        d="M80 62c-10 10-30 8-44 20M80 62c8 12 28 10 40 22M80 62c-2 10 4 20-2 28M58 74c-4 6-14 6-18 12M104 76c6 2 12 8 14 14"
        className="text-ochre"
        strokeWidth="1.5"
      />
      <path d="M74 60c1-8 0-14 2-20h8c2 6 1 12 2 20z" className="fill-stem" />
      <path d="M64 42c2-20 30-20 32 0-10 4-22 4-32 0z" className="fill-cap" />
      <circle cx="76" cy="32" r="2.5" className="fill-stem" stroke="none" />
    </Illustration>
  );
}
