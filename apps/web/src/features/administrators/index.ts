// What the other features may use of the administrators: their cache key.
export { ADMINISTRATORS_KEY } from "./api/administrators.ts";
