import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * The sandbox tokens an embed may be given. `allow-top-navigation*` is left out on purpose: no
 * third party may navigate the visitor away from this site.
 */
type SandboxToken =
  | "allow-scripts"
  | "allow-same-origin"
  | "allow-forms"
  | "allow-popups"
  | "allow-popups-to-escape-sandbox";

/** The frame heights of the spec (the feed's, the form's), as classes: the HTML has no inline style. */
const heightClass = { 1600: "h-[1600px]", 789: "h-[789px]" } as const;

interface IframeEmbedProps {
  /** What the frame holds, announced by screen readers when they reach it. */
  title: string;
  src: string;
  /** In CSS pixels, reserved before anything loads. */
  height: keyof typeof heightClass;
  /** The least the widget needs to work; each wrapper says why it needs each token. */
  sandbox: readonly SandboxToken[];
  /** Text of the link over the frame that opens `src` in a new tab. */
  directLinkLabel: string;
  /** The vendor's script that works on the frame, loaded once the frame is in the page. */
  script?: string;
}

/**
 * A third-party page in a frame of fixed height, added by its island (embed.island.ts) after the
 * first paint so it never competes with it (in `<noscript>` without JavaScript), with a direct
 * link for when it stays empty. No `allow`: neither widget needs a browser feature, and a
 * cross-origin frame gets none.
 */
export function IframeEmbed({
  title,
  src,
  height,
  sandbox,
  directLinkLabel,
  script,
}: IframeEmbedProps) {
  const { embeds: messages, site: siteMessages } = useWords();
  const frame = (
    <iframe
      title={title}
      src={src}
      height={height}
      loading="lazy"
      sandbox={sandbox.join(" ")}
      // Only our origin, and nothing at all over plain http: the vendor may see which site embeds
      // it, never which page.
      referrerPolicy="strict-origin"
      className="size-full rounded-lg"
    />
  );
  return (
    <div className="space-y-3">
      <p className="text-base print:hidden">
        {messages.ifFrameEmpty}{" "}
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-moss underline underline-offset-4 hover:text-moss-deep"
        >
          {directLinkLabel}
          <span className="sr-only"> {siteMessages.opensInNewTab}</span>
        </a>
      </p>
      {/* A frame prints blank: the address instead. */}
      <p className="hidden text-base print:block">
        {directLinkLabel}: {src}
      </p>
      <div
        className={`rounded-lg bg-paper-deep print:hidden ${heightClass[height]}`}
        {...islandOf("embed")}
        data-script={script}
      >
        <noscript>{frame}</noscript>
      </div>
    </div>
  );
}
