import { recommendationContainers, type SchemaRecommendationItem } from '@storefront/contracts';
import { describeSchemaIssues, eachInOwnTask, MalformedResponseError, safeHref, v } from '@storefront/platform';
import { GET_RECOMMENDATIONS_V4 } from '@storefront/platform/calls';

/** The two tabs of the page. */
export type PetType = 'cat' | 'dog';
export const PET_TYPES: readonly PetType[] = ['cat', 'dog'];

/**
 * Spec section 7: the recommender's entries 1 to 4 are the cat categories, 5 to 7 the dog categories, by position
 * (as 0-based slice bounds). A broken entry keeps its place: it never moves a later entry into the other tab.
 */
export const TAB_POSITIONS: Readonly<Record<PetType, { from: number; to: number }>> = {
  cat: { from: 0, to: 4 },
  dog: { from: 4, to: 7 },
};
export const TAB_ENTRY_COUNT = TAB_POSITIONS.dog.to;

/** Spec section 5: a category's slider is shown only with more than this many recommendations. */
export const SLIDER_NEEDS_MORE_THAN = 4;

export interface BannerImage {
  src: string;
  alt: string;
}

/** One own-brand category of a tab (spec section 3, own-brand category tab), checked and ready to render. */
export interface OwnBrandCategory {
  /** `metadata.id`, e.g. `dry-food-cats`: chip, slider container name (`cn` of the card links), tracking id. */
  id: string;
  /** The section's element id (`ob-category-dry-food-cats`), the chip's target. */
  anchorId: string;
  caption: string;
  /** As the recommender sent them; each item is checked by the slider, which leaves out what it cannot show. */
  recommendations: readonly SchemaRecommendationItem[];
  /** The category page (`ctaLink` through safeHref): where the banners and the show-more link lead. */
  href?: string;
  /** The show-more link's text and accessible name (`ctaText`, `ctaAriaLabel`). */
  showMore?: { text: string; ariaLabel?: string };
  desktopBanner?: BannerImage;
  mobileBanner?: BannerImage;
}

export type OwnBrandTabs = Readonly<Record<PetType, readonly OwnBrandCategory[]>>;

/** What the error report says of an answer that is no list: its issues against the object form. */
const answerSchema = v.object({ containers: v.array(v.unknown()) });

/**
 * The entries of the recommender's answer, a list or `{ containers: [...] }` (recommendationContainers); throws
 * MalformedResponseError when it has no such list (the page cannot show anything from it).
 */
export function ownBrandEntries(answer: unknown): readonly unknown[] {
  const entries = recommendationContainers(answer);
  if (entries) return entries;
  throw new MalformedResponseError(GET_RECOMMENDATIONS_V4, v.safeParse(answerSchema, answer).issues ?? []);
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'Expected a non-empty text'));

/** What a category cannot be shown without; everything else only removes its own part. */
const categoryCoreSchema = v.object({
  caption: text,
  metadata: v.object({ id: text }),
  recommendations: v.array(v.unknown()),
});

function isImageUrl(value: string): boolean {
  if (!/^(https?:)?\/\//i.test(value) && !value.startsWith('/')) return false;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value, 'https://image.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const imageUrl = v.pipe(text, v.check(isImageUrl, 'Expected an http(s) image URL or a path'));

type EntryRecord = Record<string, unknown>;

function readField<T>(entry: EntryRecord, key: string, schema: v.GenericSchema<unknown, T>, problems: string[]): T | undefined {
  const result = v.safeParse(schema, entry[key]);
  if (result.success) return result.output;
  problems.push(describeSchemaIssues(result.issues, key));
  return undefined;
}

function describeValue(value: unknown): string {
  const shown = JSON.stringify(value) ?? String(value);
  return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
}

function readBanner(entry: EntryRecord, device: 'desktop' | 'mobile', problems: string[]): BannerImage | undefined {
  const src = readField(entry, `${device}BannerImage`, imageUrl, problems);
  const alt = readField(entry, `${device}BannerImageAltText`, text, problems);
  return src && alt ? { src, alt } : undefined;
}

/** A DOM id from the category id: letters, digits, dashes and underscores only. */
export function categoryAnchorId(id: string): string {
  return `ob-category-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/**
 * One entry of the answer as a category. Without caption, `metadata.id` or a recommendations list it cannot be
 * shown (undefined). A missing or unsafe link, text or banner removes only that part. Problems are added to
 * `problems`, prefixed with `where`.
 */
export function parseCategory(entry: unknown, where: string, problems: string[]): OwnBrandCategory | undefined {
  const core = v.safeParse(categoryCoreSchema, entry);
  if (!core.success) {
    problems.push(`${where} left out: ${describeSchemaIssues(core.issues, '(entry)')}`);
    return undefined;
  }
  const record = entry as EntryRecord;
  const { caption, metadata, recommendations } = core.output;
  const own: string[] = [];
  const href = safeHref(record.ctaLink);
  if (href === undefined) own.push(`ctaLink: ${describeValue(record.ctaLink)} is not a safe shop link`);
  const ctaText = readField(record, 'ctaText', text, own);
  const ariaLabel = readField(record, 'ctaAriaLabel', text, own);
  const desktopBanner = readBanner(record, 'desktop', own);
  const mobileBanner = readBanner(record, 'mobile', own);
  problems.push(...own.map((problem) => `${where} (${metadata.id}): ${problem}`));
  return {
    id: metadata.id,
    anchorId: categoryAnchorId(metadata.id),
    caption,
    recommendations: recommendations as readonly SchemaRecommendationItem[],
    ...(href !== undefined ? { href } : {}),
    ...(ctaText !== undefined ? { showMore: { text: ctaText, ...(ariaLabel !== undefined ? { ariaLabel } : {}) } } : {}),
    ...(desktopBanner ? { desktopBanner } : {}),
    ...(mobileBanner ? { mobileBanner } : {}),
  };
}

export interface MergedCategories {
  tabs: OwnBrandTabs;
  /** What was left out or incomplete, one line each, for the error report. */
  problems: string[];
}

/** One entry of the answer with the tab its position puts it in. */
interface TabEntry {
  pet: PetType;
  entry: unknown;
  /** `entry N`, 1-based, for the problems. */
  where: string;
}

/**
 * Spec section 7: entries 1-4 into the cat tab, 5-7 into the dog tab, by position. A shorter answer leaves the
 * missing places empty; entries after the seventh belong to no tab and are left out (reported). A category id
 * that appears twice keeps its first place only. `add` takes the entries one by one, in order.
 */
function categoryMerge(entries: readonly unknown[]): { tabEntries: TabEntry[]; add(tabEntry: TabEntry): void; result(): MergedCategories } {
  const problems: string[] = [];
  const seen = new Set<string>();
  const tabs: Record<PetType, OwnBrandCategory[]> = { cat: [], dog: [] };
  const tabEntries = PET_TYPES.flatMap((pet) => {
    const { from, to } = TAB_POSITIONS[pet];
    return entries.slice(from, to).map((entry, offset) => ({ pet, entry, where: `entry ${from + offset + 1}` }));
  });
  return {
    tabEntries,
    add({ pet, entry, where }) {
      const category = parseCategory(entry, where, problems);
      if (!category) return;
      if (seen.has(category.anchorId)) {
        problems.push(`${where} left out: category ${category.id} appears twice`);
        return;
      }
      seen.add(category.anchorId);
      tabs[pet].push(category);
    },
    result() {
      if (entries.length > TAB_ENTRY_COUNT) {
        problems.push(`the answer has ${entries.length} entries; those after entry ${TAB_ENTRY_COUNT} belong to no tab and are left out`);
      }
      return { tabs, problems };
    },
  };
}

/** The entries merged into the tabs at once (categoryMerge), as the server renders them. */
export function mergeCategoriesByPosition(entries: readonly unknown[]): MergedCategories {
  const merge = categoryMerge(entries);
  merge.tabEntries.forEach(merge.add);
  return merge.result();
}

/**
 * The same merge with each entry checked in a task of its own: a slow phone spends some milliseconds on each (its
 * links and banners are parsed), too long for one task at start-up.
 */
export async function mergeCategoriesByPositionInTasks(entries: readonly unknown[]): Promise<MergedCategories> {
  const merge = categoryMerge(entries);
  await eachInOwnTask(merge.tabEntries, merge.add);
  return merge.result();
}

/** Spec section 5: the slider, and with it the category's chip and section, needs more than 4 recommendations. */
export function hasSlider(category: OwnBrandCategory): boolean {
  return category.recommendations.length > SLIDER_NEEDS_MORE_THAN;
}

/** The categories each tab shows: those with a slider, in the answer's order. */
export function categoriesWithSliders(tabs: OwnBrandTabs): OwnBrandTabs {
  return { cat: tabs.cat.filter(hasSlider), dog: tabs.dog.filter(hasSlider) };
}
