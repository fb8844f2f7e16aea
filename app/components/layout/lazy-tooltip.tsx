import { createContext, use, useRef, useState, type ReactElement, type ReactNode } from "react";
import { flushSync } from "react-dom";

const loadTooltips = () => import("./tooltips.tsx");
type Tooltips = Awaited<ReturnType<typeof loadTooltips>>;

const TooltipsContext = createContext<Tooltips | null>(null);

interface LazyTooltipProviderProps {
  /** Milliseconds a pointer rests on a trigger before its tooltip opens. */
  delayDuration: number;
  /** Milliseconds after one tooltip closes during which the next opens without the delay. */
  skipDelayDuration: number;
  children: ReactNode;
}

/**
 * Radix Tooltip for the `LazyTooltip`s inside, downloaded only once the visitor points at or focuses
 * something in this area: most visits never use a tooltip, and Radix with its positioning engine
 * weighs more than a fifth of the page's first-load JavaScript. Until then the triggers are the same
 * elements with the same accessible names, without the tooltip. Everything but the loading waits
 * in ./tooltips.tsx, out of the first load too.
 */
export function LazyTooltipProvider({ children, ...delays }: LazyTooltipProviderProps) {
  const [loaded, setLoaded] = useState<{
    tooltips: Tooltips;
    handover: ReturnType<Tooltips["handoverIn"]>;
  } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadTooltips().then(
      // The swap in the same task as the hand-over's reading: a key pressed in between would
      // move the focus on, and the hand-over would then take it back.
      (tooltips) =>
        flushSync(() => setLoaded({ tooltips, handover: tooltips.handoverIn(area.current) })),
      () => {
        // Offline or a failed deploy: the links work without tooltips; try again next time.
        loading.current = false;
      },
    );
  }

  return (
    <div ref={area} onPointerEnter={load} onFocus={load}>
      {loaded ? (
        <TooltipsContext value={loaded.tooltips}>
          <loaded.tooltips.TooltipArea area={area} handover={loaded.handover} {...delays}>
            {children}
          </loaded.tooltips.TooltipArea>
        </TooltipsContext>
      ) : (
        children
      )}
    </div>
  );
}

/** A tooltip naming its trigger (a link or button), once `LazyTooltipProvider` has loaded Radix. */
export function LazyTooltip({ label, children }: { label: string; children: ReactElement }) {
  const tooltips = use(TooltipsContext);
  if (!tooltips) return children;
  return <tooltips.Tooltip label={label}>{children}</tooltips.Tooltip>;
}
