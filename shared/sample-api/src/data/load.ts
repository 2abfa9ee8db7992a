// Reads a data folder (see shared/sample-api/README.md, "Data folder") into memory and builds the lookup indices.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type {
  Article,
  BundlesFile,
  ContentImage,
  ContentModel,
  CustomersFile,
  OwnBrandFile,
  Product,
  RecommendationsFile,
  RedirectOptionsFile,
  Site,
} from '../domain/types';
import { absolutizeImages } from './transform';

export interface ContentStore {
  pages: Map<string, ContentModel>;
  blocks: Map<string, ContentModel>;
  draftPages: Map<string, ContentModel>;
  draftBlocks: Map<string, ContentModel>;
}

export interface DataSet {
  dir: string;
  sites: Site[];
  products: Product[];
  productById: Map<string, Product>;
  articleIndex: Map<number, { product: Product; article: Article }>;
  recommendations: RecommendationsFile;
  ownBrand: OwnBrandFile;
  bundles: BundlesFile;
  customers: CustomersFile;
  redirect: RedirectOptionsFile;
  content: ContentStore;
  images: Map<string, ContentImage>;
}

function readJson<T>(dir: string, file: string): T {
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`Data set ${dir} has no ${file}`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Data set file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function readModels(dir: string, origin: string): Map<string, ContentModel> {
  const models = new Map<string, ContentModel>();
  if (!existsSync(dir)) return models;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    models.set(basename(file, '.json'), absolutizeImages(readJson<ContentModel>(dir, file), origin));
  }
  return models;
}

export function loadDataSet(dir: string, origin: string): DataSet {
  if (!existsSync(dir)) throw new Error(`Data folder ${dir} does not exist (STOREFRONT_DATA_DIR)`);
  const products = absolutizeImages(readJson<{ products: Product[] }>(dir, 'products.json').products, origin);
  const productById = new Map(products.map((p) => [p.shopIdentifier, p]));
  const articleIndex = new Map<number, { product: Product; article: Article }>();
  for (const product of products) {
    for (const article of product.articles) articleIndex.set(article.id, { product, article });
  }
  const imagesFile = readJson<{ images: Record<string, ContentImage> }>(dir, 'content/images.json');
  return {
    dir,
    sites: readJson<{ sites: Site[] }>(dir, 'site.json').sites,
    products,
    productById,
    articleIndex,
    recommendations: readJson<RecommendationsFile>(dir, 'recommendations.json'),
    ownBrand: absolutizeImages(readJson<OwnBrandFile>(dir, 'own-brand.json'), origin),
    bundles: readJson<BundlesFile>(dir, 'bundles.json'),
    customers: readJson<CustomersFile>(dir, 'customers.json'),
    redirect: readJson<RedirectOptionsFile>(dir, 'redirect-options.json'),
    content: {
      pages: readModels(join(dir, 'content', 'pages'), origin),
      blocks: readModels(join(dir, 'content', 'blocks'), origin),
      draftPages: readModels(join(dir, 'content', 'drafts', 'pages'), origin),
      draftBlocks: readModels(join(dir, 'content', 'drafts', 'blocks'), origin),
    },
    images: new Map(Object.entries(imagesFile.images)),
  };
}
