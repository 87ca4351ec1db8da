import type { LiveRoomEvent } from '@pms/contracts/housekeeping';
import { waitFor } from './bus';

/**
 * A test's reader of a `text/event-stream` (the gateway's live board feed): messages as they arrive,
 * comment lines (heartbeats), and whether the server ended the stream.
 */
export interface SseMessage {
  event: string;
  data: unknown;
}

/** Reads a text/event-stream as it arrives; `messages` grows, `ended` turns true when the server closes it. */
export function readSse(res: Response) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const state = { ended: false };
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) messages.push({ event, data: JSON.parse(data.join('\n')) });
        }
      }
    } catch {
      // cancelled by the test
    } finally {
      state.ended = true;
    }
  })();
  return {
    messages,
    comments,
    state,
    rooms: () => messages.filter((m) => m.event === 'room').map((m) => m.data as LiveRoomEvent),
    close: async () => {
      await reader.cancel().catch(() => {});
      await done;
    },
  };
}

export type SseReader = ReturnType<typeof readSse>;

/** Reads a live stream that must have answered 200, once its `ready` event has come. */
export async function readyStream(res: Response): Promise<SseReader> {
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
  const sse = readSse(res);
  await waitFor(() => sse.messages.some((m) => m.event === 'ready'), 'the ready event');
  return sse;
}
