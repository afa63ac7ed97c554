/**
 * `@agent-portal/api-client/transport`: configure the clients and call declared endpoints
 * outside RTK Query (session bootstrap, the sandbox's tests, other teams' scripts).
 */
export { callEndpoint } from "./call-endpoint.ts";
export type { CallOptions } from "./call-endpoint.ts";
export { classifyFailure, classifyResponse, formatIssues } from "./classify.ts";
export type { ClassifyInput, FailureInput } from "./classify.ts";
export { DEFAULT_CLIENT_LANGUAGE, RETRY_DELAY_MS, RETRY_LIMIT, RETRY_STATUS_CODES } from "./client.ts";
export { configureApiClient, getApiClientConfig, resetApiClientConfig } from "./config.ts";
export type { ApiClientConfig, TransportEvent } from "./config.ts";
export { createRequestIdSequence, nextRequestId, REQUEST_ID_MAX, REQUEST_ID_MIN } from "./request-id.ts";
export { retry } from "./retry.ts";
export { isPhoneAuthPending, isTokenRefreshPending, sharedPhoneAuth, sharedTokenRefresh } from "./session-hooks.ts";
export type { RetryOptions } from "./retry.ts";
