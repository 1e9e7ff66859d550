import type { EndpointName } from '../../api/contract';

/** A queued write the server refused (4xx): it was dropped, so the customer must be told. */
export type RejectedWrite = { endpoint: EndpointName; entityKey: string; httpStatus: number; message?: string };

type Listener = (rejected: RejectedWrite) => void;

const waiting: RejectedWrite[] = [];
const listeners: Listener[] = [];

/**
 * Hands a rejection to the most recent listener only (the screen on top shows one alert, not one per
 * mounted screen); with nobody listening it waits for the next screen that listens.
 */
export function publishRejection(rejected: RejectedWrite): void {
  const listener = listeners.at(-1);
  if (listener) listener(rejected);
  else waiting.push(rejected);
}

export function listenForRejections(listener: Listener): () => void {
  listeners.push(listener);
  for (const rejected of waiting.splice(0)) listener(rejected);
  return () => {
    const index = listeners.lastIndexOf(listener);
    if (index >= 0) listeners.splice(index, 1);
  };
}
