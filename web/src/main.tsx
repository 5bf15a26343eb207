/**
 * Entry point of the SPA, started in two tasks rather than one long one on a
 * phone: this chunk evaluates React, then the app (start.tsx: the router,
 * the query client, the routes' table and the start itself) is evaluated in
 * a task of its own. Every shell modulepreloads the start's chunk, so it
 * downloads beside this one; each page's first paint is in its HTML, so
 * nothing a person sees waits for either.
 */
import "react-dom/client"
import "./styles.css"

void import("./start.tsx").then(({ start }) => start())
