import * as React from "react";
import { createKitLabels } from "#lib/kit-labels.ts";
import type { KitLabels } from "#lib/kit-labels.ts";
import { useStoryText } from "./story-text.tsx";

/** The kit's labels in the language chosen in the Storybook toolbar (for stories only). */
function useKitLabels(): KitLabels {
  const t = useStoryText();
  return React.useMemo(() => createKitLabels(t), [t]);
}

export { useKitLabels };
