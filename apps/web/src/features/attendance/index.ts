// What the other features may use of the attendance: the roll call's cache key.
export { rollCallPath } from "./components/roll-call-path.ts";
