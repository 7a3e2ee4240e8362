import type { z } from 'zod';
import { ZItemSelection } from '../menu/menu';
import { ZPublishedMenu } from './schema';
import type { ShapeLiteral, ShapeNode } from './shape';

/**
 * The `ShapeNode` of a zod schema (see shape.ts): what `readWithShape` needs to read a value the way
 * `schema.parse` would, without zod. Used by the test that keeps publishedShapes.generated.ts equal
 * to the schemas, and by domain/scripts/generatePublishedShapes.mjs to regenerate that file. Throws
 * on schema kinds the reader does not model, so a schema change that needs more than defaults and
 * structure is noticed instead of read wrongly.
 */

/** The parts of zod's internal definition this walk reads (zod 4 `schema._zod.def`). */
interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: ShapeLiteral[];
  entries?: Record<string, ShapeLiteral>;
  in?: z.ZodType;
  out?: z.ZodType;
}

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

export function describeShape(schema: z.ZodType, path = ''): ShapeNode {
  const def = defOf(schema);
  const unsupported = (why: string): never => {
    throw new Error(`describeShape: ${path || 'schema'} is ${why}; shape.ts does not model it`);
  };
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return def.type;
    case 'unknown':
    case 'any':
      return 'unknown';
    case 'literal':
      return { oneOf: [...(def.values ?? [])] };
    case 'enum':
      return { oneOf: Object.values(def.entries ?? {}) };
    case 'object': {
      if (def.catchall && defOf(def.catchall).type !== 'never') unsupported('an object with a catchall');
      const object: Record<string, ShapeNode> = {};
      for (const [key, field] of Object.entries(def.shape ?? {}))
        object[key] = describeShape(field, `${path}.${key}`);
      return { object };
    }
    case 'array':
      return { array: describeShape(def.element as z.ZodType, `${path}[]`) };
    case 'record': {
      if (defOf(def.keyType as z.ZodType).type !== 'string') unsupported('a record with non-string keys');
      return { record: describeShape(def.valueType as z.ZodType, `${path}{}`) };
    }
    case 'default':
      // zod returns a default as given, without parsing it: so does shape.ts.
      return { default: schema.parse(undefined), of: describeShape(def.innerType as z.ZodType, path) };
    case 'optional':
      return { optional: describeShape(def.innerType as z.ZodType, path) };
    case 'nullable':
      return { nullable: describeShape(def.innerType as z.ZodType, path) };
    case 'union': {
      const options = def.options ?? [];
      if (def.discriminator) {
        const tagged: Record<string, ShapeNode> = {};
        for (const option of options) {
          const tagSchema = defOf(option).shape?.[def.discriminator];
          const tags = tagSchema ? defOf(tagSchema).values : undefined;
          if (!tags?.length) unsupported('a discriminated union option without a literal tag');
          for (const tag of tags ?? [])
            tagged[String(tag)] = describeShape(option, `${path}<${String(tag)}>`);
        }
        return { discriminator: def.discriminator, options: tagged };
      }
      const literals = options.map((option) => describeShape(option, path));
      const oneOf = literals.flatMap((option) =>
        typeof option === 'object' && 'oneOf' in option ? option.oneOf : [],
      );
      if (oneOf.length === 0 || literals.some((option) => typeof option !== 'object' || !('oneOf' in option)))
        unsupported('a union of non-literals');
      return { oneOf };
    }
    case 'pipe': {
      // `.transform()` after a schema: published values are parsed values, so the transform has been
      // applied and (for the transforms in these schemas) applying it again changes nothing.
      if (defOf(def.out as z.ZodType).type !== 'transform') unsupported('a pipe into another schema');
      return describeShape(def.in as z.ZodType, path);
    }
    default:
      return unsupported(`a ${def.type} schema`);
  }
}

/**
 * TypeScript source of a module exporting these shapes. A subtree used more than once (the seven
 * weekdays' timings, ZApplicableOrderingSystem ...) becomes one named constant, named after the
 * field it was first met in, so the file stays small and readable.
 */
export function shapeModuleSource(
  header: string,
  exports: Record<string, { doc: string; shape: ShapeNode }>,
) {
  const uses = new Map<string, { count: number; hint: string }>();
  const count = (node: ShapeNode, hint: string) => {
    if (typeof node !== 'object') return;
    const key = JSON.stringify(node);
    const seen = uses.get(key);
    if (seen) {
      seen.count += 1;
      return; // its children were counted the first time
    }
    uses.set(key, { count: 1, hint });
    for (const [child, childHint] of children(node, hint)) count(child, childHint);
  };
  for (const [name, { shape }] of Object.entries(exports)) count(shape, name);

  const names = new Map<string, string>();
  const taken = new Set<string>(Object.keys(exports));
  const definitions: string[] = [];
  const emit = (node: ShapeNode, hint: string): string => {
    if (typeof node !== 'object') return JSON.stringify(node);
    const key = JSON.stringify(node);
    const named = names.get(key);
    if (named) return named;
    const literal = emitLiteral(node, hint);
    const use = uses.get(key);
    if (!use || use.count < 2 || key.length < 60) return literal;
    let name = `${use.hint.replace(/\W/g, '')}Shape`;
    for (let suffix = 2; taken.has(name); suffix++) name = `${use.hint.replace(/\W/g, '')}Shape${suffix}`;
    taken.add(name);
    names.set(key, name);
    definitions.push(`const ${name}: ShapeNode = ${literal};`);
    return name;
  };
  const emitLiteral = (node: Exclude<ShapeNode, string>, hint: string): string => {
    if ('oneOf' in node) return JSON.stringify(node);
    if ('default' in node) return `{ default: ${JSON.stringify(node.default)}, of: ${emit(node.of, hint)} }`;
    if ('optional' in node) return `{ optional: ${emit(node.optional, hint)} }`;
    if ('nullable' in node) return `{ nullable: ${emit(node.nullable, hint)} }`;
    if ('array' in node) return `{ array: ${emit(node.array, hint)} }`;
    if ('record' in node) return `{ record: ${emit(node.record, hint)} }`;
    if ('discriminator' in node) {
      const options = Object.entries(node.options).map(
        ([tag, option]) =>
          `${JSON.stringify(tag)}: ${emit(option, `${hint}${tag[0]?.toUpperCase()}${tag.slice(1)}`)}`,
      );
      return `{ discriminator: ${JSON.stringify(node.discriminator)}, options: { ${options.join(', ')} } }`;
    }
    const fields = Object.entries(node.object).map(
      ([field, child]) => `${JSON.stringify(field)}: ${emit(child, field)}`,
    );
    return `{ object: { ${fields.join(', ')} } }`;
  };
  const exported = Object.entries(exports).map(
    ([name, { doc, shape }]) => `/** ${doc} */\nexport const ${name}: ShapeNode = ${emit(shape, name)};`,
  );
  return `${header}import type { ShapeNode } from './shape';\n\n${definitions.join('\n')}\n\n${exported.join('\n\n')}\n`;
}

function children(node: Exclude<ShapeNode, string>, hint: string): [ShapeNode, string][] {
  if ('oneOf' in node) return [];
  if ('default' in node) return [[node.of, hint]];
  if ('optional' in node) return [[node.optional, hint]];
  if ('nullable' in node) return [[node.nullable, hint]];
  if ('array' in node) return [[node.array, hint]];
  if ('record' in node) return [[node.record, hint]];
  if ('discriminator' in node)
    return Object.entries(node.options).map(([tag, option]) => [option, `${hint}${tag}`]);
  return Object.entries(node.object).map(([field, child]) => [child, field]);
}

/** The shapes publishedShapes.generated.ts holds, straight from the schemas. */
export function publishedShapes() {
  return {
    PUBLISHED_MENU_SHAPE: {
      doc: 'ZPublishedMenu as the storefront reads it (see shape.ts).',
      shape: describeShape(ZPublishedMenu),
    },
    ITEM_SELECTION_SHAPE: {
      doc: 'ZItemSelection (the cart keeps selections in localStorage).',
      shape: describeShape(ZItemSelection),
    },
  };
}

/** The source of publishedShapes.generated.ts (before formatting). */
export function publishedShapesModuleSource(): string {
  const header = `// Generated from the zod schemas by shapeModuleSource (describeShape.ts); do not edit by hand.
// domain/test/menuPublishing/publishedMenuExpand.test.ts fails when a schema changes; regenerate with
//   node domain/scripts/generatePublishedShapes.mjs
`;
  return shapeModuleSource(header, publishedShapes());
}
