import { reactConfig } from "@agent-portal/eslint-config/react";

export default reactConfig;
