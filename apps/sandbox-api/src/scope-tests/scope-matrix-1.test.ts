/** The scope matrix (`scope-matrix-suite.ts`), shard 1 of 2: the roles of `SCOPE_MATRIX_SHARDS[0]`. */
import { describeScopeMatrix, SCOPE_MATRIX_SHARDS } from "./scope-matrix-suite.ts";

describeScopeMatrix(SCOPE_MATRIX_SHARDS[0] ?? [], { checkRegistrations: true });
