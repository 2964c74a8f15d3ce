import { toAnswerBlocks } from './answer-blocks';

/** An answer as paragraphs and lists, built from its text (never injected as HTML). */
export function ExpertAnswer({ text }: { text: string }) {
  return (
    <>
      {toAnswerBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  );
}
