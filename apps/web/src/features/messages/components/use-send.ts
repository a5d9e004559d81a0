// Sending from either side: a sent or queued message clears the box; a refusal (too fast, too long)
// shows the server's words and keeps the text.
import { isQueued } from '../../../lib/offline-queue';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { CONVERSATION_TEXTS } from './conversation';

export const SEND_FAILED = 'Your message was not sent. Please try again.';

export async function sendWith(send: (variables: { body: string }) => Promise<unknown>, body: string): Promise<boolean> {
  try {
    const result = await send({ body });
    if (isQueued(result)) notifyInfo(CONVERSATION_TEXTS.queued);
    return true;
  } catch (error) {
    notifyError(errorMessage(error, SEND_FAILED));
    return false;
  }
}
