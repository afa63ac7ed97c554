import { describe, expect, it, vi } from "vitest";
import { regionNameEntries } from "./region-names.ts";
import type { RegionNamesAnswer, RegionNamesRequest } from "./region-names.ts";
import { formatRegion, prepareRegionNames } from "./region.ts";

describe("formatRegion", () => {
  it.each([
    ["en", "Indonesia", "Saudi Arabia", "Latin America"],
    ["ar", "إندونيسيا", "المملكة العربية السعودية", "أمريكا اللاتينية"],
    ["id", "Indonesia", "Arab Saudi", "Amerika Latin"],
    ["ja", "インドネシア", "サウジアラビア", "ラテンアメリカ"],
  ])("%s: names from Intl.DisplayNames", (language, indonesia, saudiArabia, latinAmerica) => {
    expect(formatRegion(language, "ID", "-")).toBe(indonesia);
    expect(formatRegion(language, "sa", "-")).toBe(saudiArabia);
    expect(formatRegion(language, "419", "-")).toBe(latinAmerica);
  });

  it.each(["Other", "OTHER", "others", "", "  ", null, undefined, "ZZ", "abc", "1"])("reads %s as the Other label", (code) => {
    expect(formatRegion("en", code, "Other")).toBe("Other");
  });

  it("maps UK to the United Kingdom and shows an unknown well-formed code as is", () => {
    expect(formatRegion("en", "UK", "Other")).toBe("United Kingdom");
    expect(formatRegion("en", "qq", "Other")).toBe("QQ");
  });
});

/** Counts `new Intl.DisplayNames(...)` while still building real ones. */
function countDisplayNames() {
  const Original = Intl.DisplayNames;
  return vi.spyOn(Intl, "DisplayNames").mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.DisplayNames>) {
    return new Original(...args);
  });
}

describe("prepareRegionNames", () => {
  it("builds the names in a later task, once, and formatRegion then reuses them", () => {
    vi.useFakeTimers();
    const built = countDisplayNames();
    try {
      prepareRegionNames("fr");
      expect(built).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(built).toHaveBeenCalledTimes(1);
      expect(formatRegion("fr", "DE", "Autre")).toBe("Allemagne");
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });

  it("builds nothing when cancelled", () => {
    vi.useFakeTimers();
    const built = countDisplayNames();
    try {
      prepareRegionNames("de")();
      vi.advanceTimersByTime(10);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });
});

/** A Worker stand-in that records what it was asked and answers as the region names worker would. */
class FakeWorker extends EventTarget {
  static readonly made: FakeWorker[] = [];
  readonly url: string;
  readonly posted: unknown[] = [];
  terminated = false;
  constructor(
    url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    this.url = String(url);
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers like `region-names.worker.ts`. */
  answer() {
    const { language } = this.posted[0] as RegionNamesRequest;
    this.dispatchEvent(new MessageEvent("message", { data: { language, names: regionNameEntries(language) } satisfies RegionNamesAnswer }));
  }
}

describe("prepareRegionNames where workers run", () => {
  it("has a module worker build the names, and formatRegion reads them without building any on the main thread", () => {
    vi.useFakeTimers();
    vi.stubGlobal("Worker", FakeWorker);
    try {
      prepareRegionNames("es");
      prepareRegionNames("es");
      vi.advanceTimersByTime(0);
      expect(FakeWorker.made).toHaveLength(1);
      const [worker] = FakeWorker.made;
      expect(new URL(worker?.url ?? "").pathname).toMatch(/\/region-names\.worker\.ts$/);
      expect(worker?.options).toEqual({ type: "module" });
      expect(worker?.posted).toEqual([{ language: "es" }]);
      worker?.answer();
      expect(worker?.terminated).toBe(true);

      const built = countDisplayNames();
      try {
        expect(formatRegion("es", "DE", "Otro")).toBe("Alemania");
        expect(formatRegion("es", "uk", "Otro")).toBe("Reino Unido");
        // A two-letter code Intl does not name is shown as is, as before.
        expect(formatRegion("es", "QQ", "Otro")).toBe("QQ");
        expect(built).not.toHaveBeenCalled();
        // Numeric (M49) codes are not in the table: built on the main thread.
        expect(formatRegion("es", "419", "Otro")).toBe("Latinoamérica");
        expect(built).toHaveBeenCalledTimes(1);
      } finally {
        built.mockRestore();
      }
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});

describe("regionNameEntries", () => {
  it("names every two-letter code Intl knows and leaves out the others", () => {
    const names = new Map(regionNameEntries("en"));
    expect(names.get("ID")).toBe("Indonesia");
    expect(names.get("SA")).toBe("Saudi Arabia");
    expect(names.has("QQ")).toBe(false);
    expect(names.size).toBeGreaterThan(240);
  });
});
