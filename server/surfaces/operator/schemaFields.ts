import type { JsonSchema } from '@valibot/to-json-schema';
import { COMPONENT_PREFIX } from './openapiSchemas';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Escapes text and shows its `backticked` parts as code, the one markup the document's descriptions use. */
export const describedHtml = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

type Definition = JsonSchema | boolean;

const componentName = (ref: string): string | null => (ref.startsWith(COMPONENT_PREFIX) ? ref.slice(COMPONENT_PREFIX.length) : null);

export const componentAnchor = (name: string): string => `schema-${name}`;

/** A schema's type in a few words, a named schema as a link to its section. */
export function typeLabel(schema: Definition): string {
  if (typeof schema === 'boolean') return schema ? 'any' : 'nothing';
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    return name ? `<a href="#${componentAnchor(name)}">${escapeHtml(name)}</a>` : escapeHtml(schema.$ref);
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeLabel).join(' or ');
  if (schema.allOf) return schema.allOf.map(typeLabel).join(' and ');
  if (schema.type === 'array') return `array of ${schema.items === undefined || Array.isArray(schema.items) ? 'values' : typeLabel(schema.items)}`;
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) return `map of ${typeLabel(schema.additionalProperties)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return `${escapeHtml(type)}${constraints(schema)}`;
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.format) parts.push(schema.format);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern) parts.push(`matching <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** The object a schema describes field by field (through an array's items), or null for a plain value. */
function objectOf(schema: Definition): JsonSchema | null {
  if (typeof schema === 'boolean' || schema.$ref) return null;
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) return objectOf(schema.items);
  return null;
}

/**
 * The fields of a schema as nested lists: each with its name, type, whether it is required and its
 * description; an inline object's fields below it. Named schemas link to their own section.
 */
export function fieldList(schema: Definition): string {
  const object = objectOf(schema);
  if (!object?.properties) return `<p class="type">${typeLabel(schema)}</p>`;
  const required = new Set(object.required ?? []);
  const items = Object.entries(object.properties).map(([name, field]) => {
    const description = typeof field === 'object' && field.description ? ` — ${describedHtml(field.description)}` : '';
    const nested = objectOf(field) ? fieldList(field) : '';
    const presence = required.has(name) ? '' : ' <span class="optional">optional</span>';
    return `<li><code>${escapeHtml(name)}</code> <span class="type">${typeLabel(field)}</span>${presence}${description}${nested}</li>`;
  });
  const prefix = object === schema ? '' : `<p class="type">${typeLabel(schema)}</p>`;
  return `${prefix}<ul class="fields">${items.join('')}</ul>`;
}

/**
 * A body's or answer's fields: a named schema's own fields shown in place under its name, since a reader
 * of one call should not have to jump to see what it sends.
 */
export function topFieldList(schema: Definition, components: Readonly<Record<string, JsonSchema>>): string {
  const name = typeof schema === 'object' && schema.$ref ? componentName(schema.$ref) : null;
  const named = name === null ? undefined : components[name];
  return named ? `<p class="type">${typeLabel(schema)}</p>${fieldList(named)}` : fieldList(schema);
}
