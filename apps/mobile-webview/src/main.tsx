import "@agent-portal/ui-kit/styles.css";
import "./webview.css";
import { startApp } from "@agent-portal/app-runtime/start-app";
import { buildRoutes } from "./app/routes.tsx";

/** Starts the webview: the app shell's start-up (`@agent-portal/app-runtime`) with the webview's route table binding and touch sizes. */
void startApp({ app: "webview", touch: true, routes: buildRoutes });
