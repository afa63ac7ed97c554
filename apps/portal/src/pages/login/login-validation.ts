import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { LoginFormValues } from "./login-schema.ts";
import { loginFormSchema } from "./login-schema.ts";

/**
 * The login form's react-hook-form resolver: zod (`loginFormSchema`) through `zodResolver`.
 * Submitted values are the schema's output (account and code trimmed).
 */
export const loginResolver: Resolver<LoginFormValues> = zodResolver(loginFormSchema);
