import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are serialised by fast-json-stringify, compiled once per route from the JSON Schema of
 * its zod answer schema, instead of re-validating every answer with zod and then JSON.stringify.
 * The bytes are the same: both write the schema's keys in the schema's order, drop keys the schema
 * does not name and escape strings like JSON.stringify. A schema the compiled serialiser could
 * write differently (unions other than "or null", $ref, tuples, open objects, transforms...) keeps
 * the zod serialiser; `compiledRoutes` below lists which routes compiled, for the byte tests.
 */

type JsonSchema = Record<string, unknown>;

/** Keywords that only describe or constrain a value, never change how it is written. */
const PASSIVE = new Set([
  '$schema',
  'description',
  'title',
  'examples',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'multipleOf',
  'enum',
  'const',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Formats that fast-json-stringify writes like any string when the value is a string. */
const PLAIN_FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uri', 'uuid']);

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema in the subset written byte for byte like zod's output + JSON.stringify, with
 * `anyOf: [X, {type: 'null'}]` folded into `type: [X's type, 'null']`; null when outside it.
 */
export function compilableSchema(schema: unknown): JsonSchema | null {
  if (!isObject(schema)) return null;
  // "X or null" as zod writes it for objects and arrays.
  if (Array.isArray(schema.anyOf)) {
    const [first, second, ...rest] = schema.anyOf as unknown[];
    const keys = Object.keys(schema).filter((key) => !PASSIVE.has(key));
    if (rest.length > 0 || keys.length !== 1 || !isObject(first) || !isObject(second) || second.type !== 'null' || Object.keys(second).length !== 1) return null;
    if (typeof first.type !== 'string' || first.type === 'null') return null;
    const inner = compilableSchema(first);
    return inner && { ...inner, type: [first.type, 'null'] };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (PASSIVE.has(key)) {
      out[key] = value;
      continue;
    }
    switch (key) {
      case 'type': {
        const types = Array.isArray(value) ? value : [value];
        // One type, or one type or null: anything wider is a union whose writing could differ.
        const nonNull = types.filter((type) => type !== 'null');
        if (nonNull.length !== 1 || types.length > 2 || !types.every((type) => typeof type === 'string' && (SCALARS.has(type) || type === 'object' || type === 'array'))) return null;
        out.type = value;
        break;
      }
      case 'format':
        if (typeof value !== 'string' || !PLAIN_FORMATS.has(value)) return null;
        out.format = value;
        break;
      case 'required':
        out.required = value;
        break;
      case 'properties': {
        if (!isObject(value)) return null;
        const properties: JsonSchema = {};
        for (const [name, property] of Object.entries(value)) {
          const compiled = compilableSchema(property);
          if (!compiled) return null;
          properties[name] = compiled;
        }
        out.properties = properties;
        break;
      }
      case 'additionalProperties': {
        // A closed object (zod's default: unknown keys are dropped), or a record of one value type.
        if (value === false) {
          out.additionalProperties = false;
          break;
        }
        if (schema.properties !== undefined) return null;
        const compiled = compilableSchema(value);
        if (!compiled) return null;
        out.additionalProperties = compiled;
        break;
      }
      case 'propertyNames':
        if (!isObject(value) || value.type !== 'string' || Object.keys(value).length !== 1) return null;
        break;
      case 'items': {
        const compiled = compilableSchema(value);
        if (!compiled) return null;
        out.items = compiled;
        break;
      }
      default:
        // default (zod's encode and fast-json-stringify may fill it differently), $ref, $defs, oneOf,
        // allOf, prefixItems, patternProperties, not, if...: not in the subset.
        return null;
    }
  }
  const type = Array.isArray(out.type) ? out.type.find((t) => t !== 'null') : out.type;
  // An object without additionalProperties: false keeps unknown keys in JSON Schema: not zod's output.
  if (type === 'object' && out.properties !== undefined && out.additionalProperties !== false) return null;
  if (type === undefined && Object.keys(out).some((key) => !PASSIVE.has(key))) return null;
  return out;
}

/** Routes (method, url, status) that have answered through a compiled serialiser; the rest use zod. */
export const compiledRoutes = new Set<string>();

/**
 * Fastify's serializerCompiler: fast-json-stringify where the schema allows it, else zod's. Each
 * route compiles on its first answer, not at start (compiling every route's schemas would add
 * seconds to a cold start for routes that may never be called).
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let write: ((data: unknown) => string) | null = null;
  return (data: unknown) => {
    write ??= compile(route);
    return write(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  const { schema, method, url, httpStatus } = route;
  let jsonSchema: unknown = null;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    jsonSchema = null;
  }
  const compilable = compilableSchema(jsonSchema);
  if (!compilable) return zodSerializerCompiler(route) as (data: unknown) => string;
  compiledRoutes.add(`${method} ${url} ${httpStatus}`);
  return fastJson(compilable as unknown as Parameters<typeof fastJson>[0]);
}
