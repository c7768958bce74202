import fc from 'fast-check';
import type { z } from 'zod';

type Schema = z.core.$ZodType;
type StringCheckDef = { check?: string; format?: string; pattern?: RegExp; maximum?: number; minimum?: number };

const defOf = (schema: Schema) => schema._zod.def;
/** A string's checks; a format schema such as `z.email()` carries its own format in its definition. */
const stringChecks = (schema: Schema) => {
  const def = defOf(schema) as z.core.$ZodStringDef & StringCheckDef;
  const checks = (def.checks ?? []).map((check) => check._zod.def as StringCheckDef);
  return def.check === 'string_format' ? [def, ...checks] : checks;
};

/** Characters with no place in text, and the halves of surrogate pairs, spliced into otherwise ordinary text. */
const CONTROL_CHARACTERS = ['\u0001', '\u0007', '\b', '\u000B', '\u001B', '\u007F', '\r\n', '\uD800', '\uDFFF', '\uFEFF'];

/** Strings that have broken servers before: controls, huge ones, SQL and path tricks, odd Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      // NUL half the time: PostgreSQL refuses it in text, where most other controls are stored as they come.
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARACTERS)),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  // Any UTF-16 code units, unpaired surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(300),
    'é'.repeat(5000),
    '😀'.repeat(2000),
    "' or 1=1 --",
    '%',
    '\\',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'null',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constant('y'.repeat(200_000)),
);

/** Any value of the wrong kind, or none at all: what a field gets when a client sends garbage. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(undefined, null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const word = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength, maxLength });

function validString(schema: Schema): fc.Arbitrary<string> {
  const checks = stringChecks(schema);
  const max = Math.min(40, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 40));
  const min = Math.min(max, Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0)));
  const format = checks.find((c) => c.check === 'string_format');
  // Plain addresses: fast-check's RFC 5322 ones use characters zod's stricter pattern refuses.
  if (format?.format === 'email') return fc.tuple(word(1, 12), word(1, 10)).map(([local, domain]) => `${local}@${domain}.example`);
  if (format?.format === 'regex' && format.pattern) return fc.stringMatching(format.pattern).filter((s) => s.length <= max);
  if (format?.format === 'starts_with' && format.pattern) return fc.string({ maxLength: max - 1 }).map((s) => `/${s}`);
  // Letters and digits: the kind of text a form really sends.
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 ._-'), minLength: Math.max(min, 1), maxLength: max });
}

/**
 * Values of the schema's own shape (they often pass it; refinements decide): objects with their fields,
 * enum members, in-range strings. Walks zod 4's definitions (`_zod.def`), so any contract works.
 */
export function plausibleValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(schema);
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constant(0));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values((def as z.core.$ZodEnumDef).entries));
    case 'literal':
      return fc.constantFrom(...(def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'optional':
    case 'default':
      return fc.option(plausibleValue((def as z.core.$ZodOptionalDef).innerType), { nil: undefined });
    case 'nullable':
      return fc.option(plausibleValue((def as z.core.$ZodNullableDef).innerType), { nil: null });
    case 'pipe': {
      const pipe = def as z.core.$ZodPipeDef;
      // A transform says nothing of what goes in; otherwise the output side is the stricter one (e.g. an e-mail).
      return defOf(pipe.out).type === 'transform' ? plausibleValue(pipe.in) : plausibleValue(pipe.out);
    }
    case 'object':
      return everyFieldPlausible(schema);
    case 'array':
      return fc.array(plausibleValue((def as z.core.$ZodArrayDef).element), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def as z.core.$ZodUnionDef).options.map(plausibleValue));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The field names of an object schema, or [] for any other schema. */
export function objectFields(schema: Schema): string[] {
  const def = defOf(schema);
  return def.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

function everyFieldPlausible(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const shape = (defOf(schema) as z.core.$ZodObjectDef).shape;
  return fc.record(Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, plausibleValue(field)]))) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Each field plausible or drawn from `hostile`, and each may be missing. */
function plausibleObject(schema: Schema, hostile: () => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const shape = (defOf(schema) as z.core.$ZodObjectDef).shape;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: plausibleValue(field) }, { weight: 1, arbitrary: hostile() }),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Request bodies for an object schema: mostly plausible bodies with exactly one field made hostile
 * (wrong type, huge, control characters) or left out, which reach the deepest into a handler; also
 * bodies with every field drawn either way, unknown extra fields, and values that are not objects at all.
 */
export function hostileBody(schema: Schema | null): fc.Arbitrary<unknown> {
  const extras = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'role', 'id')),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  const notAnObject = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 3 }));
  const fields = schema ? objectFields(schema) : [];
  if (!schema || fields.length === 0) return fc.oneof(notAnObject, extras);
  const oneFieldHostile = fc
    .tuple(everyFieldPlausible(schema), fc.constantFrom(...fields), hostileValue)
    .map(([body, field, value]) => ({ ...body, [field]: value }));
  const eachFieldEitherWay = plausibleObject(schema, () => hostileValue);
  return fc.oneof(
    { weight: 5, arbitrary: oneFieldHostile },
    { weight: 2, arbitrary: eachFieldEitherWay },
    { weight: 2, arbitrary: fc.tuple(extras, eachFieldEitherWay).map(([extra, body]) => ({ ...extra, ...body })) },
    { weight: 1, arbitrary: notAnObject },
  );
}
