// Sending from either side: a sent or queued message clears the box; a refusal (too fast, too long)
// shows the server's words and keeps the text.
import { isQueued } from '../../../lib/offline-queue';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { messagesTexts } from '../texts';

export async function sendWith(send: (variables: { body: string }) => Promise<unknown>, body: string): Promise<boolean> {
  try {
    const result = await send({ body });
    if (isQueued(result)) notifyInfo(messagesTexts('conversation.queued'));
    return true;
  } catch (error) {
    notifyError(errorMessage(error, messagesTexts('conversation.sendFailed')));
    return false;
  }
}
