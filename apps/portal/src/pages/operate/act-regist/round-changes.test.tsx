/**
 * The registration changes of a round over a fake backend (issue 24 item 4): each action is
 * enabled only when the server allows it and otherwise shows the translated reason; the dialog
 * shows before -> after and the allowance left after the change; a refused move keeps the dialog
 * open with the call's translated code; a confirmed change is sent once with its idempotency key.
 */
import { createMockActivity, createMockRound, createMockSignRecord } from "@agent-portal/api-client/mocks/act75352";
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import { RoundChanges } from "./round-changes.tsx";

const texts = en.operate.actChange;
const errors = en.errors.api;
const mia = createMockSignRecord({ anchorUid: "10001", bigoId: "88001", nickName: "Mia", roundId: 22, roundName: "Round 2", signStatus: 2 });
const page = (changesLeft: number): FakeAnswer => ({
  code: 0,
  data: {
    activity: createMockActivity({ activityId: 7, status: 2 }),
    round: createMockRound({ roundId: 22, roundName: "Round 2" }),
    otherRounds: [createMockRound({ roundId: 21, roundName: "Round 1", capacity: 6, signedCount: 5 })],
    anchors: [mia],
    changeLimit: 3,
    changesLeft,
  },
});
const can = (canChange: 0 | 1, changesLeft = 2): FakeAnswer => ({ code: 0, data: { canChange, reason: "", reasonCode: canChange === 1 ? 0 : 44006, changeLimit: 3, changesLeft } });
const body = (request: SeenRequest) => JSON.parse(request.body) as Record<string, unknown>;

const renderChanges = (routes: Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>, signOpen = true) =>
  renderWithBackend(<RoundChanges activityId={7} roundId={22} signOpen={signOpen} onClose={() => undefined} />, routes);

describe("RoundChanges", () => {
  it("disables the round changes with the server's reason once the round has started, and cancelling once sign-up closed", async () => {
    await renderChanges({ "act75352 /api/agent/getChangePageInfo": page(2), "act75352 /api/agent/canChangeRound": can(0) }, false);
    const row = within(await screen.findByRole("listitem", { name: "Mia (88001)" }));
    await waitFor(() => expect(row.getByRole("button", { name: texts.action.move })).toBeDisabled());
    for (const action of [texts.action.replace, texts.action.removeRound, texts.action.cancelSign]) expect(row.getByRole("button", { name: action })).toBeDisabled();
    expect(row.getByText(errors["/change_round"]["44006"])).toBeInTheDocument();
    expect(row.getByText(errors["/cancel_sign"]["44002"])).toBeInTheDocument();
  });

  it("disables move and replace with 44011 when no change is left, and still allows taking out of the round", async () => {
    await renderChanges({ "act75352 /api/agent/getChangePageInfo": page(0), "act75352 /api/agent/canChangeRound": can(1, 0) });
    expect(await screen.findByTestId("round-change-allowance")).toHaveTextContent("0 of 3");
    const row = within(screen.getByRole("listitem", { name: "Mia (88001)" }));
    await waitFor(() => expect(row.getByRole("button", { name: texts.action.removeRound })).toBeEnabled());
    expect(row.getByRole("button", { name: texts.action.move })).toBeDisabled();
    expect(row.getByText(errors["/change_round"]["44011"])).toBeInTheDocument();
  });

  it("shows before -> after and the allowance after the move; a refusal keeps the dialog with the translated code; the retry sends the same key", async () => {
    let answer: FakeAnswer = { code: 44004, msg: "The round has no free place" };
    const { requests } = await renderChanges({
      "act75352 /api/agent/getChangePageInfo": page(2),
      "act75352 /api/agent/canChangeRound": can(1),
      "act75352 /change_round": () => answer,
    });
    const row = within(await screen.findByRole("listitem", { name: "Mia (88001)" }));
    await waitFor(() => expect(row.getByRole("button", { name: texts.action.move })).toBeEnabled());
    await userEvent.click(row.getByRole("button", { name: texts.action.move }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.title.move }));
    expect(dialog.getByRole("button", { name: texts.action.move })).toBeDisabled();
    await userEvent.click(dialog.getByRole("combobox", { name: texts.newRound }));
    await userEvent.click(await screen.findByRole("option", { name: /^Round 1/ }));
    expect(dialog.getByTestId("change-before-after")).toHaveTextContent("Before: Round 2");
    expect(dialog.getByTestId("change-before-after")).toHaveTextContent("After: Round 1");
    expect(dialog.getByTestId("change-allowance")).toHaveTextContent("1 of 3 left after this");

    await userEvent.click(dialog.getByRole("button", { name: texts.action.move }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(errors["/change_round"]["44004"]);
    answer = { code: 0, data: { roundId: 21 } };
    await userEvent.click(dialog.getByRole("button", { name: texts.action.move }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Mia (88001) moved to Round 1.");
    const sent = requests.filter((r) => r.path === "/change_round").map(body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ activityId: 7, anchorUid: "10001", fromRoundId: 22, toRoundId: 21 });
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
  });
});
