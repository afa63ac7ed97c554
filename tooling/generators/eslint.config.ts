import { baseConfig } from "@agent-portal/eslint-config/base";

export default baseConfig;
