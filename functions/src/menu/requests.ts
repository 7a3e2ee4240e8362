import {
  type Category,
  type FieldProblem,
  type ItemSpec,
  ZCategory,
  ZDocumentId,
  ZItemSpec,
} from '@resto/domain';
import { z } from 'zod';

/** Request bodies of the menu routes, built from the domain schemas. */

/** Ids a reorder may list: every category of a store, or every item of a category. */
const MAX_REORDERED_IDS = 1000;

export const ZCategoryRequest = ZCategory.pick({
  name: true,
  description: true,
  backgroundColor: true,
  image: true,
  applicableOrderingSystem: true,
});
export type CategoryRequest = z.infer<typeof ZCategoryRequest>;

function uniqueIds(ids: readonly string[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: 'This id is listed twice' });
    seen.add(id);
  });
}

export const ZReorderCategoriesRequest = z.object({
  categoryIds: z
    .array(ZDocumentId)
    .min(1, 'List the categories in their new order')
    .max(MAX_REORDERED_IDS, `At most ${MAX_REORDERED_IDS} categories`)
    .superRefine(uniqueIds),
});

export const ZReorderItemsRequest = z.object({
  categoryId: ZDocumentId,
  itemIds: z
    .array(ZDocumentId)
    .min(1, 'List the items in their new order')
    .max(MAX_REORDERED_IDS, `At most ${MAX_REORDERED_IDS} items`)
    .superRefine(uniqueIds),
});

export const ZSoldOutRequest = z.object({
  soldout: z.boolean({ error: 'Say whether the item is sold out' }),
});

/** Fields the server sets on an item; a client may send them back from a read but they are ignored. */
interface ServerItemFields {
  id: string;
  restaurantId: string;
  storeId: string;
  sortOrder: number;
}

/**
 * An item body parsed with ZItemSpec: any ids or sortOrder the client sent are replaced by the
 * server's, so the 400 issues name only fields the client is expected to fill in.
 */
export function parseItemRequest(body: unknown, server: ServerItemFields): ItemSpec {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const {
    id: _id,
    restaurantId: _r,
    storeId: _s,
    sortOrder: _o,
    ...rest
  } = fields as Record<string, unknown>;
  return ZItemSpec.parse({ ...rest, ...server });
}

export function parseCategoryRequest(body: unknown, server: { id: string; sortOrder: number }): Category {
  return ZCategory.parse({ ...ZCategoryRequest.parse(body), ...server });
}

/** Cross-document problems become a 400 exactly like schema problems, so forms show them per field. */
export function throwFieldProblems(problems: readonly FieldProblem[]): void {
  if (problems.length === 0) return;
  throw new z.ZodError(
    problems.map((problem) => ({
      code: 'custom' as const,
      path: problem.path,
      message: problem.message,
      input: undefined,
    })),
  );
}
