import { useState } from 'react';
import type { Answer, AnswerEngine } from './answer-engine';

type ChatMessage = { id: number; role: 'visitor'; text: string } | { id: number; role: 'assistant'; answer: Answer };

/** The conversation: each question is answered at once from the local index. */
export function useAssistant(engine: AnswerEngine | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  const ask = (question: string) => {
    const text = question.trim();
    if (!text || !engine) return false;
    const answer = engine(text);
    setMessages((current) => [
      ...current,
      { id: current.length, role: 'visitor', text },
      { id: current.length + 1, role: 'assistant', answer },
    ]);
    return true;
  };

  return { messages, ask, ready: engine !== null };
}
