// Splits a frozen graph at the point where one output's own branch leaves the ops the other outputs share, so the
// shared part can run alone and the branch can run later from the tensors it reads (the ONNX conversion makes
// them outputs of one converted graph and inputs of the other, see OnnxConversion).

/** One node of a frozen TensorFlow graph as model.json's modelTopology lists it. */
export interface GraphNode {
  name: string;
  op: string;
  /** "node", "node:1" (second output) or "^node" (control dependency). */
  input?: string[];
}

const nodeName = (tensorName: string): string => tensorName.replace(/^\^/, '').replace(/:\d+$/, '');

function ancestors(nodes: Map<string, GraphNode>, outputs: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = outputs.map(nodeName);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    for (const input of nodes.get(name)?.input ?? []) pending.push(nodeName(input));
  }
  return seen;
}

/**
 * The tensors computed on the way to `sharedOutputs` that the ops only `branchOutput` needs read (weights left
 * out: they are in the model). Fetching them with the shared outputs, then feeding them back, yields the branch
 * output without running the shared ops again.
 */
export function branchInputs(graph: GraphNode[], sharedOutputs: string[], branchOutput: string): string[] {
  const nodes = new Map(graph.map((node) => [node.name, node]));
  const shared = ancestors(nodes, sharedOutputs);
  const cut = new Set<string>();
  for (const name of ancestors(nodes, [branchOutput])) {
    if (shared.has(name)) continue;
    for (const input of nodes.get(name)?.input ?? []) {
      if (input.startsWith('^')) continue;
      const source = nodes.get(nodeName(input));
      if (source && shared.has(source.name) && source.op !== 'Const') cut.add(input);
    }
  }
  return [...cut].sort();
}
