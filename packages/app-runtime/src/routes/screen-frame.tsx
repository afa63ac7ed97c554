import { Suspense, createContext, lazy, useContext, useEffect, useMemo, useState } from "react";
import type { ComponentType } from "react";
import { afterNextPaint, useAfterFirstPaint } from "#after-paint.ts";
import { holdCalls, releaseCalls } from "./calls-gate.ts";
import type { ScreenOptions } from "./screen-options.ts";
import { OffscreenWhenVisibleProvider } from "./when-visible.tsx";

/** Whether the nearest screen's first frame is on screen (`true` outside a screen frame). */
const ScreenPainted = createContext(true);

/** Whether the screen this renders in has painted its first frame (`lazyPart` loads after it). */
export function useScreenPainted(): boolean {
  return useContext(ScreenPainted);
}

/** The options' work after the first paint, in a chunk of its own. */
const ScreenAfterPaint = lazy(() => import("./screen-after-paint.tsx"));

/** Whether a screen's options ask for work after its first paint. */
function hasAfterPaintWork(options: ScreenOptions): boolean {
  return options.prefetch !== undefined || options.prefetchStore === true || options.cornerLanguageSwitcher === true;
}

/**
 * Carries out a screen's route options around it (the shell's route binding renders every screen
 * in one): holds the calls from its first render until its first paint (`callsAfterPaint`), and
 * once that paint is on screen runs the rest (`ScreenAfterPaint`: `prefetch`,
 * `prefetchStore`, `cornerLanguageSwitcher`). Tells the screen's `lazyPart`s when its first frame
 * is on screen, and its `WhenVisible` parts whether to wait for the viewport (`offscreenWhenVisible`). The screen itself does not render again when that happens.
 */
export function ScreenFrame({ Screen, options }: { Screen: ComponentType; options: ScreenOptions }) {
  const painted = useAfterFirstPaint();
  // Held during the first render, before the screen's effects start its queries.
  useState(() => {
    if (options.callsAfterPaint === true) holdCalls();
    return null;
  });
  useEffect(() => (options.callsAfterPaint === true ? afterNextPaint(releaseCalls) : undefined), [options]);
  const screen = useMemo(() => <Screen />, [Screen]);
  return (
    <ScreenPainted.Provider value={painted}>
      {painted && hasAfterPaintWork(options) && (
        <Suspense fallback={null}>
          <ScreenAfterPaint options={options} />
        </Suspense>
      )}
      <OffscreenWhenVisibleProvider value={options.offscreenWhenVisible === true}>{screen}</OffscreenWhenVisibleProvider>
    </ScreenPainted.Provider>
  );
}
