import { type GraphNode, branchInputs } from './graph-split';

describe('branchInputs', () => {
  // input → a → b → shared output; a → c → branch output; c also reads b (second output) and a weight.
  const graph: GraphNode[] = [
    { name: 'input', op: 'Placeholder' },
    { name: 'w', op: 'Const' },
    { name: 'a', op: 'Conv2D', input: ['input', 'w'] },
    { name: 'b', op: 'Split', input: ['a'] },
    { name: 'shared', op: 'Identity', input: ['b'] },
    { name: 'c', op: 'Add', input: ['a', 'b:1', 'w', '^shared'] },
    { name: 'branch', op: 'Identity', input: ['c'] },
  ];

  it('returns the shared tensors the branch reads, without weights or control inputs', () => {
    expect(branchInputs(graph, ['shared:0'], 'branch:0')).toEqual(['a', 'b:1']);
  });

  it('returns nothing when the branch is one of the shared outputs', () => {
    expect(branchInputs(graph, ['shared', 'branch'], 'branch')).toEqual([]);
  });
});
