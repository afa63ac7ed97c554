/**
 * The repository as the generator's tests see it: the real contract, route table and texts, with
 * the routes the tests generate (PaymentBlacklist, PaymentActionLog, DistributionUpload) as they
 * were before any screen of theirs, so the tests keep their meaning once those screens are built.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { repositoryContext } from "#repository.ts";
import type { GenContext } from "#screen-plan.ts";

/** The repository root. */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const GENERATED = ["PaymentBlacklist", "PaymentActionLog", "DistributionUpload"];

/** The repository's context without the screens, folders and `payment.*` texts the tests generate. */
export function testContext(): GenContext {
  const repository = repositoryContext(REPOSITORY_ROOT);
  const { payment: _payment, ...english } = repository.english;
  return {
    ...repository,
    builtScreens: new Set([...repository.builtScreens].filter((name) => !GENERATED.includes(name))),
    english,
    exists: (path) => !/^apps\/portal\/(src\/pages\/payment\/|e2e\/(payment|distribution)-)/.test(path) && repository.exists(path),
  };
}
