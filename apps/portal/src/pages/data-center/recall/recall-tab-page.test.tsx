/**
 * The recall tab over a fake backend (issue 20 item 6, preLostUser): the broadcasters at risk with
 * why; a recall only after a confirmation showing the message, the recipient count and the reward;
 * one send per dialog however often it is pressed or retried (one requestId); the 43021 refusal in
 * words with when the window reopens; each recall's path from sent to rewarded; the empty state.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { LIVE_DATA_ENTRIES } from "@agent-portal/api-client/contract/live-data-report";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { isLiveDataEntry } from "#pages/data-center/live-data/family/family-access.ts";
import { RecallRiskReason, RecallStatus } from "@agent-portal/api-client/enums";
import { createMockLiveDataConfig, createMockPreLostUser, createMockRecallOffer, createMockRecallPath } from "@agent-portal/api-client/mocks/live-data";
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import RecallTabPage from "./recall-tab-page.tsx";

const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const REOPENS = 1_800_000_000;
const ann = createMockPreLostUser({ uid: "11", bigoId: "ann_b", nickName: "Ann", inactiveDays: 12 });
const bea = createMockPreLostUser({ uid: "12", bigoId: "bea_b", nickName: "Bea", riskReasons: [RecallRiskReason.NeverLive], lastLiveTime: 0 });
const cid = createMockPreLostUser({ uid: "13", bigoId: "cid_b", nickName: "Cid", recallStatus: RecallStatus.ImOpened, recallId: "41", inactiveDays: 20 });
const page = (rows: unknown[]) => ok({ list: rows, total: rows.length, offer: createMockRecallOffer() });
const bodyOf = (request: SeenRequest | undefined) => JSON.parse(request?.body ?? "{}") as Record<string, unknown>;
const sends = (requests: readonly SeenRequest[]) => requests.filter((r) => r.path === "/preLostUser/sendRecallIm");
/** What the viewer's access reads (config entries, role, user type, aggregate entry, openBiz): the agency has the recall entry. */
const standing = (entries: readonly string[] = LIVE_DATA_ENTRIES): Record<string, FakeAnswer> => ({
  "liveData /config": ok(createMockLiveDataConfig({ entries: entries.filter(isLiveDataEntry) })),
  "liveData /agentOss/getRole": ok({ role: 1, agentUid: "900" }),
  "liveData /agentOss/getUserType": ok({ userType: 3 }),
  "liveAgentService /GetAggrDataEntry": { code: 1, data: { broker_entry: 0, agent_entry: 1 } },
  "liveData /agentOss/openBiz": ok({ open: 1 }),
});

/** Ticks the row of the broadcaster named `name`. */
async function tick(name: string) {
  const row = (await screen.findByRole("link", { name: new RegExp(name) })).closest("[role=row]");
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  await userEvent.click(within(row).getByRole("checkbox"));
}

async function chooseAnnAndBea() {
  await tick("Ann");
  await tick("Bea");
  await userEvent.click(screen.getByRole("button", { name: "Send recall (2)" }));
  return screen.findByRole("dialog", { name: en.dataCenter.recall.confirmTitle });
}

describe("RecallTabPage", () => {
  it("lists why each broadcaster is at risk and confirms the message, count and reward before one send", async () => {
    const { requests } = await renderWithBackend(
      <RecallTabPage />,
      {
        ...standing(),
        "liveData /preLostUser/getUserList": page([ann, bea, cid]),
        "liveData /preLostUser/sendRecallIm": ok({ sentCount: 2, skippedUids: [] }),
      },
      "/data-center/live-data/recall",
    );
    expect(await screen.findByText("No live session for 12 days")).toBeInTheDocument();
    expect(screen.getByText(en.dataCenter.recall.reason["1"])).toBeInTheDocument();
    expect(screen.getAllByText(en.dataCenter.recall.reason["3"]).length).toBeGreaterThan(0);
    expect(screen.getByText(en.dataCenter.recall.status["2"])).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send recall (0)" })).toBeDisabled();

    const dialog = await chooseAnnAndBea();
    expect(within(dialog).getByTestId("recall-recipients")).toHaveTextContent("2");
    expect(within(dialog).getByText(createMockRecallOffer().message)).toBeInTheDocument();
    expect(within(dialog).getByText(/200 beans each, 400 beans in all/)).toBeInTheDocument();
    expect(sends(requests)).toHaveLength(0);

    const confirm = within(dialog).getByRole("button", { name: en.dataCenter.recall.confirm });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sends(requests)).toHaveLength(1);
    const sent = bodyOf(sends(requests)[0]);
    expect(sent.uids).toEqual(["11", "12"]);
    expect(sent.requestId).toMatch(/^.{8,64}$/);
    // The selection is cleared once sent.
    expect(screen.getByRole("button", { name: "Send recall (0)" })).toBeDisabled();
  });

  it("retries a failed send with the same requestId, and states the 43021 refusal with when the window reopens", async () => {
    let calls = 0;
    let listed = 0;
    const { requests } = await renderWithBackend(
      <RecallTabPage />,
      {
        ...standing(),
        // After the refusal the list is reloaded: now it knows the window of both.
        "liveData /preLostUser/getUserList": () =>
          listed++ === 0
            ? page([ann, bea])
            : page([
                { ...ann, recallOpenTime: REOPENS - 60 },
                { ...bea, recallOpenTime: REOPENS },
              ]),
        "liveData /preLostUser/sendRecallIm": () =>
          calls++ === 0 ? { code: 50000, msg: "server error", status: 500 } : { code: LiveDataErrorCode.RecallTooSoon, msg: "too soon" },
      },
      "/data-center/live-data/recall",
    );
    const dialog = await chooseAnnAndBea();
    const confirm = within(dialog).getByRole("button", { name: en.dataCenter.recall.confirm });
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    await userEvent.click(confirm);
    const refusal = await within(dialog).findByText(/The recall window reopens on/);
    expect(refusal).toHaveTextContent(en.errors.api["/preLostUser/sendRecallIm"]["43021"]);
    expect(refusal).toHaveTextContent(/2027/);
    const [first, second] = sends(requests);
    expect(bodyOf(first).requestId).toBe(bodyOf(second).requestId);
  });

  it("opens a recalled broadcaster's path: sent and opened done, live again waiting now, reward not reached", async () => {
    const { requests } = await renderWithBackend(
      <RecallTabPage />,
      {
        ...standing(),
        "liveData /preLostUser/getUserList": page([ann, cid]),
        "liveData /preLostUser/getRecallPath": ok({ list: [createMockRecallPath()] }),
      },
      "/data-center/live-data/recall",
    );
    expect(screen.queryByRole("button", { name: /Recall path of Ann/ })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: /Recall path of Cid/ }));
    const dialog = await screen.findByRole("dialog", { name: "Recall path of Cid" });
    const steps = within(within(dialog).getByRole("list", { name: en.dataCenter.recall.pathLabel })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining(en.shared.progress.state.done),
      expect.stringContaining(en.shared.progress.state.done),
      expect.stringContaining(en.shared.progress.state.current),
      expect.stringContaining(en.shared.progress.state.waiting),
    ]);
    expect(steps[3]).toHaveTextContent("Reward drawn (200 beans)");
    expect(bodyOf(requests.find((r) => r.path === "/preLostUser/getRecallPath"))).toEqual({ uid: "13" });
  });

  it("says so when no broadcaster is at risk", async () => {
    await renderWithBackend(<RecallTabPage />, { ...standing(), "liveData /preLostUser/getUserList": page([]) }, "/data-center/live-data/recall");
    expect(await screen.findByText(en.dataCenter.recall.empty)).toBeInTheDocument();
  });

  it("is NotFound, asking for no list, for an agency whose config lacks the preLostUser entry", async () => {
    const { requests } = await renderWithBackend(
      <RecallTabPage />,
      { ...standing(["multiRoom", "creator"]), "liveData /preLostUser/getUserList": page([ann]) },
      "/data-center/live-data/recall",
    );
    expect(await screen.findByRole("heading", { name: en.notFound.title })).toBeInTheDocument();
    expect(requests.some((request) => request.path === "/preLostUser/getUserList")).toBe(false);
  });
});
