// What the other features may use of the webhooks feature: import it from here, never from its files.
export { WebhooksCard } from "./components/webhooks-card.tsx";
