// What the signed-in shell uses of the messaging, apart from its barrel (index.ts): importing the barrel
// would tie the header to the chunk of the announcement dialog (form, text fields).

export { MessagesBell } from "./components/messages-bell.tsx";
