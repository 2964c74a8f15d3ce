// The expert's answer is plain text whose lists are lines starting with '- ' (openapi ExpertAnswerDto). It is shown
// as paragraphs and lists built from text, never as HTML.

export type AnswerBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const LIST_ITEM = /^\s*-\s+(.*)$/;

export function toAnswerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const rawLine of answer.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const item = LIST_ITEM.exec(rawLine);
    const last = blocks.at(-1);
    if (item) {
      if (last?.kind === 'list') last.items.push(item[1].trim());
      else blocks.push({ kind: 'list', items: [item[1].trim()] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
