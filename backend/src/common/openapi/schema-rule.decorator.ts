/** Rules between a DTO's fields, by schema name: what `@SchemaRule` declared, for the OpenAPI document. */
export const SCHEMA_RULES = new Map<string, Record<string, unknown>>();

/**
 * States in the OpenAPI document a rule between fields that the DTO (or its service) enforces and no property
 * decorator can express, such as "analysisId or userId". Keep it beside the check it describes.
 */
export function SchemaRule(rule: Record<string, unknown>): ClassDecorator {
  return (target) => {
    SCHEMA_RULES.set(target.name, { ...SCHEMA_RULES.get(target.name), ...rule });
  };
}
