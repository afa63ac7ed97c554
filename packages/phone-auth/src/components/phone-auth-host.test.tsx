import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getUserInfo } from "@agent-portal/api-client/contract/main";
import { callEndpoint, configureApiClient, resetApiClientConfig } from "@agent-portal/api-client/transport";
import { transportEventReceived, userInfoReceived } from "@agent-portal/session/session-slice";
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import { createTestLoginUser, createTestTokenErrorReceived } from "@agent-portal/session/test-support";
import { createPhoneAuthController } from "#controller.ts";
import { createFakePhoneAuthClient, phoneError } from "#testing/fake-client.ts";
import type { FakeClientScript } from "#testing/fake-client.ts";
import { memoryStorage, renderWithI18n } from "#testing/render.tsx";
import { PhoneAuthHost } from "./phone-auth-host.tsx";

// The host loads its dialogs lazily; load that chunk once up front so the first test is not slower.
beforeAll(async () => {
  await import("./phone-auth-dialogs.tsx");
});

afterEach(() => {
  resetApiClientConfig();
});

const tokenErrorEvent = createTestTokenErrorReceived("/sensitive");
const phoneAuthRequiredReceived = transportEventReceived({
  type: "phoneAuthRequired",
  error: { kind: "phoneAuth", url: "/sensitive", httpStatus: 200, code: 40001, messageKeys: ["errors.phoneAuth"], fallbackMessage: "" },
});

async function setup(script: FakeClientScript = {}, routes: FakeRoutes = {}, storage = memoryStorage()) {
  const session = createTestSessionStore(routes, { token: "tok" });
  session.store.dispatch(userInfoReceived(createTestLoginUser({ bigoId: "owner_1" })));
  const fake = createFakePhoneAuthClient(script);
  const controller = createPhoneAuthController();
  // What the app shell configures once: a call answered 40001 waits on the controller.
  configureApiClient({ onPhoneAuthRequired: () => controller.request() });
  await renderWithI18n(
    <Provider store={session.store}>
      <PhoneAuthHost controller={controller} client={fake.client} storage={storage} events={session.sessionEvents} />
    </Provider>,
  );
  return { ...session, ...fake, controller };
}

describe("PhoneAuthHost (SPEC 4, phone authentication)", () => {
  it("opens when a request waits on the controller, shows the validate dialog, and counts a success", async () => {
    const { store, calls, controller } = await setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    const waiting = controller.request();
    const dialog = await screen.findByRole("dialog", { name: "Verify your phone" });
    expect(calls.checkPhone).toBe(1);
    expect(within(dialog).getByText("+62 *******1234")).toBeInTheDocument();
    expect(store.getState().session.phoneInfo).toEqual({ prefix: "62", phone: "*******1234" });
    await userEvent.type(within(dialog).getByLabelText(/Verification code/), "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(store.getState().session.phoneAuthSuccesses).toBe(1);
    await expect(waiting).resolves.toBe(true);
  });

  it("opens by the controller only: the phone-auth counter rising alone opens nothing", async () => {
    const { store } = await setup();
    act(() => {
      store.dispatch(phoneAuthRequiredReceived);
    });
    expect(store.getState().session.phoneAuthRequests).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the bind dialog when the account has no phone (502)", async () => {
    const { store, controller } = await setup({ checkPhone: () => Promise.resolve(phoneError(502, "/checkIfUidHasPhone")) });
    void controller.request();
    expect(await screen.findByRole("dialog", { name: "Bind your phone" })).toBeInTheDocument();
    expect(store.getState().session.phoneInfo).toBeNull();
  });

  it("starts the bind dialog's country picker on the visitor's country, asked once and cached an hour (issue 26 item 1)", async () => {
    const storage = memoryStorage();
    const { controller, requests } = await setup(
      { checkPhone: () => Promise.resolve(phoneError(502, "/checkIfUidHasPhone")) },
      { "siteBackend /official_website/usercenter/queryCountry": { code: 0, data: { country: "ID" } } },
      storage,
    );
    expect(requests.filter((request) => request.family === "siteBackend")).toHaveLength(0);
    act(() => {
      void controller.request();
    });
    const dialog = await screen.findByRole("dialog", { name: "Bind your phone" });
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: /Country or region/ })).toHaveTextContent("Indonesia (+62)"));
    expect(requests.filter((request) => request.family === "siteBackend")).toHaveLength(1);
    expect(storage.getJson("country_cache", (value) => value)).toMatchObject({ country: "ID" });
  });

  it("leaves the bind dialog's country picker empty, saying nothing, when the country cannot be known", async () => {
    const { controller, events } = await setup(
      { checkPhone: () => Promise.resolve(phoneError(502, "/checkIfUidHasPhone")) },
      { "siteBackend /official_website/usercenter/queryCountry": { code: 0, status: 500 } },
    );
    act(() => {
      void controller.request();
    });
    const dialog = await screen.findByRole("dialog", { name: "Bind your phone" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).getByRole("combobox", { name: /Country or region/ })).toHaveTextContent("Choose a country");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(events).toEqual([]);
  });

  it("shows a warning modal for any other failure of the check", async () => {
    const { store, controller } = await setup({ checkPhone: () => Promise.resolve(phoneError(501, "/checkIfUidHasPhone")) });
    const waiting = controller.request();
    const warning = await screen.findByRole("dialog", { name: "Phone verification is not available" });
    expect(warning).toHaveTextContent("You are not authorised to verify a phone for this account.");
    await userEvent.click(within(warning).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(store.getState().session.phoneAuthSuccesses).toBe(0);
    await expect(waiting).resolves.toBe(false);
  });

  it("opens one dialog for many 40001s", async () => {
    const { calls } = await setup({}, { "main /agent/user/info": { code: 40001 } });
    const pending = Array.from({ length: 5 }, () => callEndpoint(getUserInfo, {}));
    const dialog = await screen.findByRole("dialog", { name: "Verify your phone" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(calls.checkPhone).toBe(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await Promise.all(pending);
  });

  it("closes the dialog on a token-error session event", async () => {
    const { store, controller } = await setup();
    const waiting = controller.request();
    await screen.findByRole("dialog", { name: "Verify your phone" });
    act(() => {
      store.dispatch(tokenErrorEvent);
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(waiting).resolves.toBe(false);
  });

  it("lets a call answered 40001 wait for the dialog and retries it after verification", async () => {
    let verified = false;
    const user = createTestLoginUser({ username: "after-verification" });
    const { store, requests } = await setup(
      {
        validateCode: () => {
          verified = true;
          return Promise.resolve({ ok: true, code: 0, data: { verified_until: 0 } });
        },
      },
      { "main /agent/user/info": () => (verified ? { code: 0, data: user } : { code: 40001, msg: "verify phone" }) },
    );
    const call = callEndpoint(getUserInfo, {});
    const dialog = await screen.findByRole("dialog", { name: "Verify your phone" });
    expect(store.getState().session.phoneAuthRequests).toBe(1);
    await userEvent.type(within(dialog).getByLabelText(/Verification code/), "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    const result = await call;
    expect(result.ok && result.data.username).toBe("after-verification");
    expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(2);
  });

  it("lets the waiting call fail with the phone-auth error when the user cancels", async () => {
    const { store } = await setup({}, { "main /agent/user/info": { code: 40001 } });
    const call = callEndpoint(getUserInfo, {});
    const dialog = await screen.findByRole("dialog", { name: "Verify your phone" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const result = await call;
    expect(!result.ok && result.error.kind).toBe("phoneAuth");
    expect(store.getState().session.phoneAuthSuccesses).toBe(0);
  });
});
