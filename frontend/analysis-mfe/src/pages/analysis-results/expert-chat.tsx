import { useEffect, useId, useRef, useState } from 'react';
import { Button, Input, Spin } from 'antd';
import { useAskExpertMutation, type AnalysisDto } from '@fitness/api-client';
import {
  EXPERT_CHAT_TEXTS as TEXTS,
  EXPERT_EXAMPLE_PROMPTS,
  EXPERT_QUESTION_MAX_LENGTH,
  type ChatMessage,
} from '@fitness/contracts';
import { failureKind } from './api-failure';
import { ExpertAnswer } from './expert-answer';

interface Failure {
  question: string;
  text: string;
}

function failureText(error: unknown): string {
  switch (failureKind(error)) {
    case 'rateLimited':
      return TEXTS.errors.rateLimited;
    case 'unavailable':
      return TEXTS.errors.unavailable;
    case 'notFound':
    case 'other':
      return TEXTS.errors.generic;
  }
}

function MessageItem({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user';
  return (
    <li className={`results-chat__message results-chat__message--${message.role}`}>
      <span className="results-chat__author">{isUser ? TEXTS.you : TEXTS.expert}</span>
      <div className="results-chat__content">
        {isUser ? <p>{message.content}</p> : <ExpertAnswer text={message.content} />}
      </div>
    </li>
  );
}

/**
 * Ask AI Expert (spec §2, §4): the question is appended, a 'thinking' indicator shows while the request runs, the
 * answer is appended and the input cleared. A failure (not shown by the spec) appears as an assistant-style message
 * with a retry, and the question stays in the input.
 */
export function ExpertChat({ analysis }: { analysis: AnalysisDto }) {
  const [askExpert, { isLoading: pending }] = useAskExpertMutation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [question, setQuestion] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, failure, pending]);

  const send = async (text: string) => {
    const asked = text.trim();
    if (asked === '' || pending) return;
    // Retrying the question that just failed does not repeat it in the conversation.
    const last = messages.at(-1);
    const retrying = failure !== null && last?.role === 'user' && last.content === asked;
    setQuestion(asked);
    setFailure(null);
    if (!retrying) setMessages((current) => [...current, { role: 'user', content: asked }]);
    try {
      const { answer } = await askExpert({
        askExpertDto: { question: asked, analysisId: analysis.id, userAnalysis: analysis.analysisResults },
      }).unwrap();
      setMessages((current) => [...current, { role: 'assistant', content: answer }]);
      setQuestion('');
    } catch (error) {
      setFailure({ question: asked, text: failureText(error) });
    }
  };

  return (
    <div className="results-chat">
      <p className="results-section__intro">{TEXTS.intro}</p>
      <div
        ref={logRef}
        className="results-chat__log"
        role="log"
        aria-label={TEXTS.logLabel}
        // Scrollable, so keyboard users can reach and scroll it.
        tabIndex={0}
      >
        {messages.length === 0 && !failure ? <p className="results-chat__empty">{TEXTS.empty}</p> : null}
        <ul className="results-chat__messages">
          {messages.map((message, index) => (
            <MessageItem key={index} message={message} />
          ))}
          {failure ? (
            <li className="results-chat__message results-chat__message--assistant results-chat__message--error">
              <span className="results-chat__author">{TEXTS.expert}</span>
              <div className="results-chat__content">
                <p>{failure.text}</p>
                <Button size="small" onClick={() => void send(failure.question)} disabled={pending}>
                  {TEXTS.retry}
                </Button>
              </div>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="results-chat__status" role="status" aria-live="polite">
        {pending ? (
          <>
            <Spin size="small" />
            <span>{TEXTS.thinking}</span>
          </>
        ) : null}
      </div>
      <form
        className="results-chat__form"
        onSubmit={(event) => {
          event.preventDefault();
          void send(question);
        }}
      >
        <label htmlFor={inputId} className="results-chat__label">
          {TEXTS.inputLabel}
        </label>
        <div className="results-chat__row">
          <Input
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={EXPERT_QUESTION_MAX_LENGTH}
            placeholder={TEXTS.placeholder}
            readOnly={pending}
            autoComplete="off"
            size="large"
          />
          <Button type="primary" htmlType="submit" size="large" disabled={pending || question.trim() === ''}>
            {TEXTS.send}
          </Button>
        </div>
      </form>
      <div className="results-chat__examples" role="group" aria-label={TEXTS.examplesLabel}>
        <span className="results-chat__examples-label" aria-hidden="true">
          {TEXTS.examplesLabel}
        </span>
        {EXPERT_EXAMPLE_PROMPTS.map((prompt) => (
          <Button key={prompt} className="results-chat__example" onClick={() => void send(prompt)} disabled={pending}>
            {prompt}
          </Button>
        ))}
      </div>
    </div>
  );
}
