// The root loader's way to the catalogues. A module of its own: a .server module becomes an empty stub in the browser
// build, and a stub that root shared with a page would be a chunk of its own on every page.
export { formatMessage, messagesFor } from "./catalogue.server";
