// GET /images/products/{file} and /images/content/{file}: "<name>.jpg" or "<name>.webp", ?w=1..2000
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contentPicture, productPicture } from '../images/pictures';
import { PictureCache, renderPicture, type ImageFormat, type Picture } from '../images/render';
import { notFound } from '../http/errors';
import { integer, type Query } from '../http/params';

interface Route {
  Params: { file: string };
  Querystring: Query;
}

const FILE = /^([A-Za-z0-9_.-]+?)\.(jpg|jpeg|webp)$/;

export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new PictureCache();

  const register = (kind: 'products' | 'content', lookup: (name: string) => Picture | undefined) => {
    app.get<Route>(`/images/${kind}/:file`, async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const picture = match?.[1] ? lookup(match[1]) : undefined;
      if (!match || !picture) throw notFound(`Unknown image /images/${kind}/${request.params.file}`, 'unknown-image');
      const format: ImageFormat = match[2] === 'webp' ? 'webp' : 'jpeg';
      const width = integer(request.query, 'w', { min: 1, max: 2000 }) ?? picture.width;
      const buffer = await cache.get(`${kind}/${match[1]}/${width}/${format}`, () => renderPicture(picture, width, format));
      return reply
        .header('content-type', format === 'webp' ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(buffer);
    });
  };

  register('products', (name) => productPicture(ctx.data, name));
  register('content', (name) => contentPicture(ctx.data, name));
}
