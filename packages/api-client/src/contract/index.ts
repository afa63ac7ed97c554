export { defineEndpoint } from "./define.ts";
export type { BodyEncoding, DefineEndpointOptions, EndpointDeclaration, HttpMethod, RequestOf, ResponseOf } from "./define.ts";
export { envelopeSchema } from "./envelope.ts";
export type { Envelope } from "./envelope.ts";
