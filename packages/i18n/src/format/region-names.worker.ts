/**
 * A module worker that builds a language's region names off the main thread: receives a
 * {@link RegionNamesRequest}, answers a {@link RegionNamesAnswer} (`prepareRegionNames`,
 * `region.ts`).
 */
import { regionNameEntries } from "./region-names.ts";
import type { RegionNamesAnswer, RegionNamesRequest } from "./region-names.ts";

addEventListener("message", (event: MessageEvent<RegionNamesRequest>) => {
  const { language } = event.data;
  const answer: RegionNamesAnswer = { language, names: regionNameEntries(language) };
  postMessage(answer);
});
