// What the signed-in shell uses of the course content, apart from its barrel (index.ts): importing the
// barrel would tie the layout to the chunk of the course tabs (drag and drop, forms).

export { LiveBanner, TimeHeartbeat } from "./components/shell-parts.tsx";
