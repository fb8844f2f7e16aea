import * as Radix from "@radix-ui/react-tooltip";
import { useLayoutEffect, type ReactElement, type ReactNode, type RefObject } from "react";

const triggerSelector = "a, button";

/** Which trigger of the area has the focus and which the pointer, by index (-1: none). */
interface Handover {
  focused: number;
  hovered: number;
}

/**
 * Wrapping the triggers in Radix re-creates their elements: which one the visitor was on, read
 * before they are replaced.
 */
export function handoverIn(area: HTMLElement | null): Handover {
  const triggers = findTriggers(area);
  return {
    focused: triggers.findIndex((trigger) => trigger === document.activeElement),
    hovered: triggers.findIndex((trigger) => trigger.matches(":hover")),
  };
}

interface TooltipAreaProps {
  area: RefObject<HTMLElement | null>;
  handover: Handover;
  delayDuration: number;
  skipDelayDuration: number;
  children: ReactNode;
}

/** Radix's provider for the area, handing the focus and the pointer over to the new triggers. */
export function TooltipArea({ area, handover, children, ...delays }: TooltipAreaProps) {
  // Before the browser runs anything else: a key pressed between the swap and the hand-over would
  // find the focus on the body and move it from the top of the page.
  useLayoutEffect(() => {
    const triggers = findTriggers(area.current);
    triggers[handover.focused]?.focus();
    // Radix starts its delay on pointer movement; the pointer already rests on the new element.
    triggers[handover.hovered]?.dispatchEvent(
      new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }),
    );
  }, [area, handover]);
  return <Radix.Provider {...delays}>{children}</Radix.Provider>;
}

/** A Radix tooltip naming its trigger, a link or button. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          sideOffset={6}
          className="rounded-md bg-ink px-2.5 py-1 text-sm text-paper shadow"
        >
          {label}
          <Radix.Arrow className="fill-ink" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

function findTriggers(area: HTMLElement | null): HTMLElement[] {
  return [...(area?.querySelectorAll<HTMLElement>(triggerSelector) ?? [])];
}
