import { Icon } from "#app/ui/icon.tsx";
import type { SiteConfig } from "#app/config/site-config.ts";

type Network = SiteConfig["footer"]["social"][number]["network"];

/** Line-drawn marks of each network, drawn for this site in one consistent 24 px stroke style. */
const glyphs: Record<Network, React.ReactNode> = {
  facebook: (
    <path d="M16 3h-2.5A4.5 4.5 0 0 0 9 7.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.8c0-.5.4-.8.9-.8H16z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  x: <path d="M4 4h4.5L20 20h-4.5zM19.5 4l-6.2 6.9M4.5 20l6.2-6.9" />,
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m10.5 20.5 2-8.5M9.3 14.5c-1.4-2.7.5-6 3.6-6 2.4 0 3.9 1.6 3.6 3.9-.3 2.4-2 3.9-3.9 3.2" />
    </>
  ),
};

export function SocialIcon({ network }: { network: Network }) {
  return <Icon strokeWidth={1.8}>{glyphs[network]}</Icon>;
}
