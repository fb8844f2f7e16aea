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

interface IframeEmbedProps {
  /** What the frame holds, announced by screen readers when they reach it. */
  title: string;
  src: string;
  /** In CSS pixels. Set on the frame itself, so the space is reserved before anything loads. */
  height: number;
  /** The least the widget needs to work; each wrapper says why it needs each token. */
  sandbox: readonly SandboxToken[];
  /** Text of the link under the frame that opens `src` in a new tab. */
  directLinkLabel: string;
}

/**
 * A third-party page in a frame, with a direct link under it for visitors whose browser, network
 * or ad blocker keeps the frame empty. No `allow` attribute: neither widget needs a browser feature
 * (camera, location, payment, ...), and a cross-origin frame gets none unless it is delegated.
 */
export function IframeEmbed({ title, src, height, sandbox, directLinkLabel }: IframeEmbedProps) {
  return (
    <div className="space-y-3">
      <iframe
        title={title}
        src={src}
        height={height}
        loading="lazy"
        sandbox={sandbox.join(" ")}
        // Only our origin, and nothing at all over plain http: the vendor may see which site embeds
        // it, never which page.
        referrerPolicy="strict-origin"
        className="w-full rounded-lg bg-paper-deep"
      />
      <p className="text-base">
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-moss underline underline-offset-4 hover:text-moss-deep"
        >
          {directLinkLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
