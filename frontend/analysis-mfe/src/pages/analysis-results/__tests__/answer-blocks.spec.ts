import { toAnswerBlocks } from '../answer-blocks';

describe('toAnswerBlocks', () => {
  it('turns lines starting with "- " into one list and other lines into paragraphs', () => {
    expect(toAnswerBlocks('Start here.\n\n- one\n- two\nThen this.\r\n  - three')).toEqual([
      { kind: 'paragraph', text: 'Start here.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Then this.' },
      { kind: 'list', items: ['three'] },
    ]);
  });

  it('keeps a hyphen without a following space as text', () => {
    expect(toAnswerBlocks('-5 kg is the goal')).toEqual([{ kind: 'paragraph', text: '-5 kg is the goal' }]);
  });
});
