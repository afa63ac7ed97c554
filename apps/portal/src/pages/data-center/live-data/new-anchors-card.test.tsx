import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { NewAnchorsCard } from "./new-anchors-card.tsx";

interface QueryState {
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  data?: { summary: { new_anchor_count: number } };
  refetch: () => void;
}
type Request = { start_time: number; end_time: number } | symbol;

// The aggregate calls, answered per test: which entry the viewer sees, and each call's answer by its range's start.
const calls = vi.hoisted(() => ({
  entry: { agent_entry: 0, broker_entry: 0 },
  answers: new Map<string, (request: Request) => QueryState>(),
  sent: [] as { call: string; request: Request }[],
}));
const answer = (call: string) => (request: Request) => {
  calls.sent.push({ call, request });
  return calls.answers.get(call)?.(request) ?? { isFetching: false, isError: false, refetch: vi.fn() };
};
vi.mock("@agent-portal/api-client/services/live-agent-service", () => ({
  useGetAggrDataEntryQuery: () => ({ data: calls.entry }),
  useGetAgentAggrDataQuery: (request: Request) => answer("agent")(request),
  useGetBrokerAggrDataQuery: (request: Request) => answer("broker")(request),
}));

const RANGE = { from: "2026-11-01", to: "2026-11-10" };
const NOV_1 = Date.UTC(2026, 10, 1) / 1000;
const COMPARISON = "vs the previous period (Oct 22, 2026 – Oct 31, 2026)";
/** Answers `now` new broadcasters for the range and `before` for the previous one. */
const counts = (now: number, before: number) => (request: Request) => ({
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
  data: { summary: { new_anchor_count: typeof request !== "symbol" && request.start_time === NOV_1 ? now : before } },
});
const renderCard = () =>
  renderScreen(
    <ul>
      <NewAnchorsCard range={RANGE} comparison={COMPARISON} />
    </ul>,
  );
const sentRanges = (call: string) => calls.sent.filter((s) => s.call === call && typeof s.request !== "symbol").map((s) => s.request);

beforeEach(() => {
  calls.entry = { agent_entry: 0, broker_entry: 0 };
  calls.answers.clear();
  calls.sent.length = 0;
});

describe("NewAnchorsCard", () => {
  it("shows the agency's new broadcasters of the range against the previous period of the same length, named", async () => {
    calls.entry = { agent_entry: 1, broker_entry: 1 };
    calls.answers.set("agent", counts(6, 4));
    await renderCard();
    expect(await screen.findByText("6")).toBeInTheDocument();
    expect(screen.getByText(en.dataCenter.live.joinedInRange)).toBeInTheDocument();
    expect(screen.getByText(/^\+50(\.0)?% vs the previous period \(Oct 22, 2026 – Oct 31, 2026\)$/)).toBeInTheDocument();
    expect(sentRanges("agent")).toContainEqual({ start_time: NOV_1, end_time: Date.UTC(2026, 10, 11) / 1000 - 1 });
    expect(sentRanges("agent")).toContainEqual({ start_time: Date.UTC(2026, 9, 22) / 1000, end_time: NOV_1 - 1 });
    expect(sentRanges("broker")).toEqual([]);
  });

  it("shows a broker their own broadcasters, and '—' when none joined before", async () => {
    calls.entry = { agent_entry: 0, broker_entry: 1 };
    calls.answers.set("broker", counts(2, 0));
    await renderCard();
    expect(await screen.findByText(en.dataCenter.live.joinedInRangeOwn)).toBeInTheDocument();
    expect(screen.getByText(`— ${COMPARISON}`)).toBeInTheDocument();
    expect(sentRanges("agent")).toEqual([]);
  });

  it("shows nothing to a viewer with neither aggregate", async () => {
    await renderCard();
    expect(screen.queryByText(en.dataCenter.live.newAnchors)).toBeNull();
    expect([...sentRanges("agent"), ...sentRanges("broker")]).toEqual([]);
  });

  it("says why a failed call failed, with Try again asking both ranges again", async () => {
    calls.entry = { agent_entry: 1, broker_entry: 0 };
    const refetch = vi.fn();
    calls.answers.set("agent", () => ({ isFetching: false, isError: true, error: { kind: "network" }, refetch }));
    await renderCard();
    await userEvent.click(await screen.findByRole("button", { name: en.common.retry }));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
