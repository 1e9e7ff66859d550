import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as contract from '../../../src/api/contract';
import * as availability from '../../../src/api/contract/counter/availability';
import * as operator from '../../../src/api/contract/operator/operator';
import * as operatorCall from '../../../src/api/contract/operator/call';
import * as operatorWebhooks from '../../../src/api/contract/operator/webhooks';
import * as shopAvailability from '../../../src/api/contract/customer/shopAvailability';
import * as staff from '../../../src/api/contract/counter/staff';

type Schema = v.GenericSchema;

/** The contract's modules whose exported `…Schema` constants name the document's components. */
const CONTRACT_MODULES: readonly Record<string, unknown>[] = [operatorCall, operator, operatorWebhooks, staff, availability, shopAvailability, contract];

export const COMPONENT_PREFIX = '#/components/schemas/';

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && typeof (value as { type?: unknown }).type === 'string';

/**
 * The contract's schemas by name (`TicketSchema` → `Ticket`); a schema exported under two names keeps the
 * first. Primitive schemas stay inline: a `$ref` to a bare string says less than the string itself.
 */
export function contractSchemaNames(modules: readonly Record<string, unknown>[] = CONTRACT_MODULES): Record<string, Schema> {
  const named: Record<string, Schema> = {};
  const seen = new Set<Schema>();
  for (const module of modules) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || !isSchema(value) || seen.has(value) || !isStructured(value)) continue;
      const name = exportName.slice(0, -'Schema'.length);
      if (name === '' || name in named) continue;
      named[name] = value;
      seen.add(value);
    }
  }
  return named;
}

const STRUCTURED = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest', 'array', 'tuple', 'union', 'variant', 'record', 'picklist', 'enum']);

function isStructured(schema: Schema): boolean {
  const pipe = (schema as { pipe?: readonly { kind: string; type: string }[] }).pipe;
  const base = pipe?.[0]?.kind === 'schema' ? pipe[0].type : schema.type;
  return STRUCTURED.has(base);
}

/** Converts the contract's valibot schemas to JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it), naming shared ones. */
export interface SchemaConverter {
  /** The wire form of a schema (its input: what is sent and what the client parses), named parts as `$ref`s. */
  convert(schema: Schema): JsonSchema;
  /** Every named schema the converted ones reach, directly or through one another. */
  components(): Record<string, JsonSchema>;
}

export function schemaConverter(named: Record<string, Schema> = contractSchemaNames()): SchemaConverter {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode: 'input',
    // A check or transformation JSON Schema cannot say (a custom refinement) documents its type alone.
    errorMode: 'ignore',
    definitions: named,
    overrideRef: ({ referenceId }) => `${COMPONENT_PREFIX}${referenceId}`,
  };
  const definitions: Record<string, JsonSchema> = {};
  const reached = new Set<string>();

  const strip = (converted: JsonSchema): JsonSchema => {
    const { $schema: _schema, $defs, ...rest } = converted;
    for (const [name, definition] of Object.entries($defs ?? {})) {
      if (typeof definition === 'object') definitions[name] ??= definition;
    }
    return rest;
  };

  const reach = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(reach);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_PREFIX)) {
        const name = inner.slice(COMPONENT_PREFIX.length);
        if (!reached.has(name)) {
          reached.add(name);
          reach(definitions[name]);
        }
      } else reach(inner);
    }
  };

  return {
    convert(schema) {
      const converted = strip(toJsonSchema(schema, config));
      reach(converted);
      return converted;
    },
    components() {
      return Object.fromEntries([...reached].sort().map((name) => [name, definitions[name] ?? {}]));
    },
  };
}
