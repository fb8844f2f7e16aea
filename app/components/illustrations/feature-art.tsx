import { type ArtProps, Illustration } from "./illustration.tsx";

/** Ghost fungi glowing on a fallen log: the diversity of species (Natural Wonders). */
export function GlowingFungi({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 120 90" className={className}>
      <g className="fill-moss" stroke="none" opacity=".16">
        <circle cx="41" cy="52" r="20" />
        <circle cx="84" cy="44" r="25" />
      </g>
      <g className="fill-stem">
        <path d="M37 75c1-8 0-14 1-20h6c1 6 0 12 1 20zM79 71c1-10 0-18 1-26h7c1 8 0 16 1 26zM58 76c0-5 0-8 1-12h4c1 4 0 7 1 12z" />
      </g>
      <path
        d="M28 56c1-14 24-14 26 0-9 3-17 3-26 0zM68 46c1-18 30-18 32 0-11 4-21 4-32 0zM53 64c1-9 15-9 16 0-5 2-11 2-16 0z"
        className="fill-moss"
      />
      <path d="M8 80q52-12 104-4v10H8z" className="fill-ochre" />
      <path d="M20 84q30-5 60-3" strokeWidth="1.5" />
    </Illustration>
  );
}

/** A forager's basket of caps: mushrooms in the kitchen and in folklore (Cultural Impact). */
export function ForagingBasket({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 120 90" className={className}>
      <path d="M34 52c0-34 52-34 52 0" className="text-ochre" strokeWidth="4" />
      <path d="M32 52c2-16 28-16 30 0z" className="fill-cap" />
      <path d="M58 52c2-14 24-14 26 0z" className="fill-stem" />
      <g className="fill-stem" stroke="none">
        <circle cx="42" cy="44" r="2.5" />
        <circle cx="52" cy="41" r="2" />
      </g>
      <path d="M20 52h80l-9 30H29z" className="fill-ochre" />
      <path d="M25 62h70M28 72h64M45 52l2 30M60 52v30M75 52l-2 30" strokeWidth="1.5" />
    </Illustration>
  );
}

/** A halved mushroom in the sun, which gives it vitamin D (Health Benefits). */
export function SunlitMushroom({ className }: ArtProps) {
  return (
    <Illustration viewBox="0 0 120 90" className={className}>
      <circle cx="98" cy="20" r="8" className="fill-ochre" />
      <path
        d="M98 4v3M98 33v3M82 20h3M111 20h3M87 9l2 2M107 29l2 2M87 31l2-2M107 11l2-2"
        className="text-ochre"
        strokeWidth="2"
      />
      <path
        d="M16 46c0-26 64-26 64 0-8 4-16 4-20 2v32H38V48c-4 2-14 2-22-2z"
        className="fill-stem"
      />
      <path d="M24 45q24 7 48 0M44 52v24" strokeWidth="1.5" />
      <path d="M86 84c-4-14 2-26 16-30 2 14-4 26-16 30z" className="fill-moss" />
      <path d="M86 84q8-14 16-30" strokeWidth="1.5" />
    </Illustration>
  );
}
