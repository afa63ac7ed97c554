/**
 * The repository as the generator's tests see it: the real contract, route table and texts, with
 * the routes the tests generate (PaymentBlacklist, PaymentActionLog, DistributionUpload) as they
 * were before any screen of theirs, so the tests keep their meaning once those screens are built.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { repositoryContext } from "#repository.ts";
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";
import type { GenContext } from "#screen-plan.ts";

/** The repository root. */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const GENERATED = ["PaymentBlacklist", "PaymentActionLog", "DistributionUpload"];

/** `endpointsByFile` with `change` applied to every declaration (a test's variant of the contract). */
export function mapDeclarations(endpointsByFile: GenContext["endpointsByFile"], change: (declaration: EndpointDeclaration) => EndpointDeclaration): GenContext["endpointsByFile"] {
  return Object.fromEntries(Object.entries(endpointsByFile).map(([file, declarations]) => [file, declarations.map(change)]));
}

/** A declaration without its `screen` use. */
export function withoutScreenUse({ screen: _screen, ...declaration }: EndpointDeclaration): EndpointDeclaration {
  return declaration;
}

/** The repository's context without the screens, folders, `payment.*` texts and calls' `screen` uses of the routes the tests generate. */
export function testContext(): GenContext {
  const repository = repositoryContext(REPOSITORY_ROOT);
  const { payment: _payment, ...english } = repository.english;
  return {
    ...repository,
    endpointsByFile: mapDeclarations(repository.endpointsByFile, (declaration) =>
      declaration.screen !== undefined && GENERATED.includes(declaration.screen.route) ? withoutScreenUse(declaration) : declaration,
    ),
    builtScreens: new Set([...repository.builtScreens].filter((name) => !GENERATED.includes(name))),
    english,
    exists: (path) => !/^apps\/portal\/(src\/pages\/payment\/|e2e\/(payment|distribution)-)/.test(path) && repository.exists(path),
  };
}
