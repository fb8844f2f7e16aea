import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";

const loadRadixTooltip = () => import("@radix-ui/react-tooltip");
type RadixTooltip = Awaited<ReturnType<typeof loadRadixTooltip>>;

const RadixTooltipContext = createContext<RadixTooltip | null>(null);

const triggerSelector = "a, button";

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
 * elements with the same accessible names, without the tooltip.
 */
export function LazyTooltipProvider({ children, ...delays }: LazyTooltipProviderProps) {
  const [radix, setRadix] = useState<RadixTooltip | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  // Wrapping the triggers in Radix re-creates their elements; which one the visitor was on.
  const handover = useRef({ focused: -1, hovered: -1 });

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadRadixTooltip().then(
      (module) => {
        const triggers = findTriggers(area.current);
        handover.current = {
          focused: triggers.findIndex((trigger) => trigger === document.activeElement),
          hovered: triggers.findIndex((trigger) => trigger.matches(":hover")),
        };
        setRadix(module);
      },
      () => {
        // Offline or a failed deploy: the links work without tooltips; try again next time.
        loading.current = false;
      },
    );
  }

  useEffect(() => {
    if (!radix) return;
    const triggers = findTriggers(area.current);
    const { focused, hovered } = handover.current;
    triggers[focused]?.focus();
    // Radix starts its delay on pointer movement; the pointer already rests on the new element.
    triggers[hovered]?.dispatchEvent(
      new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }),
    );
  }, [radix]);

  return (
    <div ref={area} onPointerEnter={load} onFocus={load}>
      {radix ? (
        <RadixTooltipContext value={radix}>
          <radix.Provider {...delays}>{children}</radix.Provider>
        </RadixTooltipContext>
      ) : (
        children
      )}
    </div>
  );
}

/** A tooltip naming its trigger (a link or button), once `LazyTooltipProvider` has loaded Radix. */
export function LazyTooltip({ label, children }: { label: string; children: ReactElement }) {
  const radix = use(RadixTooltipContext);
  if (!radix) return children;
  return (
    <radix.Root>
      <radix.Trigger asChild>{children}</radix.Trigger>
      <radix.Portal>
        <radix.Content
          sideOffset={6}
          className="rounded-md bg-ink px-2.5 py-1 text-sm text-paper shadow"
        >
          {label}
          <radix.Arrow className="fill-ink" />
        </radix.Content>
      </radix.Portal>
    </radix.Root>
  );
}

function findTriggers(area: HTMLElement | null): HTMLElement[] {
  return [...(area?.querySelectorAll<HTMLElement>(triggerSelector) ?? [])];
}
