import { type RefObject, useEffect, useRef } from 'react';

const headingIn = (root: HTMLElement) => root.querySelector<HTMLElement>('h1, h2');

/**
 * After a wizard moves to another step, the focus goes to the new step's heading: a screen reader
 * announces the step, and Tab starts at its top instead of on a button that no longer exists. The
 * step's code may still be loading, so the heading is awaited; the user's own next move ends that.
 */
export function useStepHeadingFocus(step: string): RefObject<HTMLDivElement | null> {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    const root = container.current;
    if (shown.current === step || !root) return;
    shown.current = step;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = headingIn(root);
      if (!heading || heading === focused) return;
      heading.tabIndex = -1;
      heading.focus();
      focused = heading;
    };
    const observer = new MutationObserver(focusHeading);
    const stop = () => observer.disconnect();
    observer.observe(root, { childList: true, subtree: true });
    focusHeading();
    document.addEventListener('pointerdown', stop, { once: true, capture: true });
    document.addEventListener('keydown', stop, { once: true, capture: true });
    return () => {
      stop();
      document.removeEventListener('pointerdown', stop, { capture: true });
      document.removeEventListener('keydown', stop, { capture: true });
    };
  }, [step]);
  return container;
}
