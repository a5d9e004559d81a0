// Marks the other side's newest unread message read once the conversation is on screen.
import type { Message } from '@rhythmfit/contracts';
import { useEffect, useRef } from 'react';
import { useMarkRead } from '../api/messages';

export function useMarkOthersRead(messages: Message[] | undefined, viewer: 'member' | 'coach'): void {
  const { mutate } = useMarkRead();
  const marked = useRef(0);
  const upTo = messages?.filter((m) => m.from !== viewer && m.readAt === null).at(-1)?.id ?? 0;
  useEffect(() => {
    if (upTo > marked.current) {
      marked.current = upTo;
      mutate(upTo);
    }
  }, [upTo, mutate]);
}
