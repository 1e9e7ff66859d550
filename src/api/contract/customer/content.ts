import * as v from 'valibot';

/** Menu entry; `title` entries carry nested items. */
export type MenuEntry = {
  valueType: 'action' | 'page' | 'link' | 'title';
  value: string;
  title: string;
  items?: MenuEntry[];
};
export const MenuEntrySchema: v.GenericSchema<MenuEntry> = v.object({
  valueType: v.picklist(['action', 'page', 'link', 'title']),
  value: v.string(),
  title: v.string(),
  items: v.optional(v.array(v.lazy(() => MenuEntrySchema))),
});

/** Page: blocks of type title, subtitle, texts (paragraphs) or image/img. */
export const PageBlockSchema = v.object({
  type: v.picklist(['title', 'subtitle', 'texts', 'image', 'img']),
  value: v.optional(v.string()),
  texts: v.optional(v.array(v.string())),
  image: v.optional(v.string()),
});
export type PageBlock = v.InferOutput<typeof PageBlockSchema>;
export const PageSchema = v.object({
  code: v.string(),
  title: v.string(),
  subtitle: v.string(),
  items: v.array(PageBlockSchema),
});
export type Page = v.InferOutput<typeof PageSchema>;

/** Recipe. Coffee recipes use cups/temperature/method/grindRange/time; others ingredients. */
export const RecipeTypeSchema = v.picklist(['coffee', 'dessert', 'cocktail']);
export const RecipeSchema = v.object({
  id: v.number(),
  type: RecipeTypeSchema,
  name: v.string(),
  photo: v.object({ url250: v.string(), url500: v.string() }),
  cups: v.array(v.object({ cups: v.number(), coffee: v.string(), water: v.string() })),
  temperature: v.string(),
  method: v.string(),
  grindRange: v.string(),
  time: v.string(),
  steps: v.array(v.string()),
  ingredients: v.array(v.string()),
  description: v.array(v.string()),
});
export type Recipe = v.InferOutput<typeof RecipeSchema>;
export const RecipeListSchema = v.array(RecipeSchema);
