import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type RulesByProperty = ReturnType<MetadataStorage['groupByPropertyName']>;

const MEMOISED = Symbol('fitness.validationRuleLookupsMemoised');

/**
 * class-validator looks a DTO's rules up again for every object it validates: a filter over the class's rules, an
 * `instanceof` test against every DTO class for inherited ones, then a grouping by property. On a stats-only analysis
 * (two objects) that was ~2% of the API's CPU and ~12 KB of garbage per request. The rules only change when a class
 * with validation decorators is loaded, so each answer is kept per class and options, and every kept answer is
 * forgotten when a rule is added. Kept answers are shared: class-validator and class-validator-jsonschema only read
 * them. (Not frozen: V8's array builtins such as filter, which class-validator runs on them for every object, took
 * a slower path over frozen arrays and gave the saving back.)
 *
 * Patches the process-wide storage once; later calls do nothing.
 */
export function memoiseValidationRuleLookups(storage: MetadataStorage = getMetadataStorage()): void {
  const patched = storage as MetadataStorage & { [MEMOISED]?: true };
  if (patched[MEMOISED]) return;
  patched[MEMOISED] = true;

  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const groupByProperty = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let rulesByTarget = new Map<unknown, Map<string, ValidationMetadata[]>>();
  // Each kept answer's grouping, made with it; a forgotten answer takes its grouping with it.
  const groupedRules = new WeakMap<ValidationMetadata[], RulesByProperty>();

  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = rulesByTarget.get(targetConstructor);
    if (byOptions === undefined) rulesByTarget.set(targetConstructor, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (rules === undefined) {
      rules = lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
      byOptions.set(key, rules);
      groupedRules.set(rules, groupByProperty(rules));
    }
    return rules;
  };
  storage.groupByPropertyName = (rules) => groupedRules.get(rules) ?? groupByProperty(rules);
  storage.addValidationMetadata = (rule) => {
    rulesByTarget = new Map();
    addRule(rule);
  };
}
