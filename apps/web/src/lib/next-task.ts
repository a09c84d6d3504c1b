/**
 * Resolves in a new task: what runs after it is not part of the current one. The app's start yields
 * between its steps, so that a phone's main thread is never held for the whole of it (long tasks are
 * what the user's taps wait behind).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
