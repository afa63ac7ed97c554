import "@agent-portal/ui-kit/styles.css";
import { startApp } from "@agent-portal/app-runtime/start-app";
import { buildRoutes } from "./app/routes.tsx";

/** Starts the portal: the app shell's start-up (`@agent-portal/app-runtime`) with the portal's route table binding. */
void startApp({ app: "portal", touch: false, routes: buildRoutes });
