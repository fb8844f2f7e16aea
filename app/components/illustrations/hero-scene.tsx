import { type ArtProps, Illustration } from "./illustration.tsx";

/** The home page's scene: a fly agaric, a parasol and a small brown cluster on a mossy bank. */
export function HeroScene({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 400 320" className={className}>
      <circle cx="292" cy="92" r="58" className="fill-paper-deep" stroke="none" />
      <path
        d="M10 290c0-28 96-42 190-40s190 10 190 36c0 18-84 26-190 26S10 306 10 290z"
        className="fill-sage"
        stroke="none"
      />
      <path d="M30 284q40-14 92-10M250 262q60-8 120 0" className="text-moss" />
      <g className="fill-stem">
        <path d="M191 262c3-36-3-68 5-100h32c6 32 2 66 6 100z" />
        <path d="M316 264c2-40-1-80 2-112h8c2 34-1 74 4 112z" />
        <path d="M85 268c2-18-1-34 3-48h12c3 16 0 32 4 48zM120 268c1-10-1-20 2-28h8c2 8 0 18 2 28z" />
      </g>
      <path d="M193 190q19 12 38 0" />
      <path
        d="M141 168c5-56 49-84 71-84 26 0 70 26 76 84-38 10-110 10-147 0z"
        className="fill-cap"
      />
      <path d="M156 170q56 14 116 0" strokeWidth="1.5" />
      <g className="fill-stem" stroke="none">
        <circle cx="186" cy="116" r="7" />
        <circle cx="224" cy="104" r="6" />
        <circle cx="256" cy="134" r="8" />
        <circle cx="166" cy="146" r="5" />
        <circle cx="214" cy="142" r="5" />
      </g>
      <path d="M286 152c14-24 28-36 36-38 8 2 22 14 36 38-24 7-48 7-72 0z" className="fill-stem" />
      <g className="fill-ochre" stroke="none">
        <circle cx="322" cy="124" r="5" />
        <circle cx="306" cy="140" r="3" />
        <circle cx="336" cy="138" r="3" />
        <circle cx="320" cy="146" r="2.5" />
      </g>
      <path
        d="M70 224c2-26 46-26 48 0-16 5-32 5-48 0zM112 242c2-16 26-16 28 0-9 3-19 3-28 0z"
        className="fill-ochre"
      />
      <path
        d="M40 286q3-16-2-28M48 286q2-14 9-22M150 264q2-12-3-20M158 264q3-10 10-14M364 258q-2-14 4-24M372 258q3-10 12-14"
        className="text-moss"
      />
      <g className="fill-ochre" stroke="none" opacity=".7">
        <circle cx="120" cy="150" r="2.5" />
        <circle cx="96" cy="118" r="2" />
        <circle cx="140" cy="96" r="1.8" />
        <circle cx="352" cy="196" r="2.2" />
        <circle cx="374" cy="168" r="1.8" />
      </g>
    </Illustration>
  );
}
