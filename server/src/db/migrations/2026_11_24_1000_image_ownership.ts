import { type Kysely, sql } from 'kysely';

/** Images belong to a workspace (docs/security.md, Images). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `images.workspace_id`: the workspace whose point or category first used the image; only
 *    answers and icons of that workspace may use it, and its managers read the raw variant.
 *  - `image_uses`: which point (answer) or layer (category icon) uses which image, kept by the
 *    points and layers services in the transaction that writes them. It replaces looking for the
 *    id inside the answers' and schemas' JSON text (LIKE, no index).
 *  Existing data: every image answer (DataType image) of every point and every category icon is
 *  recorded, and an image's workspace is that of its earliest use. */
/** The tables this migration reads and writes, as they are at this point of the history. */
type Tables = {
  images: { id: string; workspace_id: string | null };
  layers: { id: string; workspace_id: string; schema: string; created_at: string };
  points: { id: string; layer_id: string; attributes: string; created_at: string };
  image_uses: { image_id: string; point_id: string | null; layer_id: string | null };
};

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  await db.schema.alterTable('images').addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('set null')).execute();
  await db.schema.createTable('image_uses')
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.references('points.id').onDelete('cascade'))
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('cascade'))
    .addCheckConstraint('image_uses_one_user', sql`(point_id is null) <> (layer_id is null)`)
    .execute();
  await db.schema.createIndex('image_uses_image').on('image_uses').column('image_id').execute();
  await db.schema.createIndex('image_uses_point').on('image_uses').column('point_id').execute();
  await db.schema.createIndex('image_uses_layer').on('image_uses').column('layer_id').execute();

  const images = new Set((await db.selectFrom('images').select('id').execute()).map((r) => r.id));
  if (images.size === 0) return;
  const uses: { image_id: string; point_id: string | null; layer_id: string | null; workspace_id: string; at: string }[] = [];
  const layers = await db.selectFrom('layers').select(['id', 'workspace_id', 'schema', 'created_at']).execute();
  const workspaceOfLayer = new Map<string, string>();
  for (const layer of layers) {
    workspaceOfLayer.set(layer.id, layer.workspace_id);
    for (const icon of new Set(iconsOf(layer.schema))) {
      if (images.has(icon)) uses.push({ image_id: icon, point_id: null, layer_id: layer.id, workspace_id: layer.workspace_id, at: layer.created_at });
    }
  }
  // Points in pages, so that a large installation is not read into memory at once.
  for (let offset = 0; ; offset += 5000) {
    const page = await db.selectFrom('points').select(['id', 'layer_id', 'attributes', 'created_at']).orderBy('id').limit(5000).offset(offset).execute();
    for (const point of page) {
      for (const image of new Set(imageAnswersOf(point.attributes))) {
        if (images.has(image)) uses.push({ image_id: image, point_id: point.id, layer_id: null, workspace_id: workspaceOfLayer.get(point.layer_id)!, at: point.created_at });
      }
    }
    if (page.length < 5000) break;
  }
  uses.sort((a, b) => a.at.localeCompare(b.at));
  const owner = new Map<string, string>();
  for (const use of uses) if (!owner.has(use.image_id)) owner.set(use.image_id, use.workspace_id);
  for (let i = 0; i < uses.length; i += 500) {
    await db.insertInto('image_uses').values(uses.slice(i, i + 500).map(({ image_id, point_id, layer_id }) => ({ image_id, point_id, layer_id }))).execute();
  }
  for (const [image, workspace] of owner) await db.updateTable('images').set({ workspace_id: workspace }).where('id', '=', image).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_uses').execute();
  await db.schema.alterTable('images').dropColumn('workspace_id').execute();
}

/** Icon ids in a layer's stored schema JSON (`{ Categories: [{ Icon, Children }] }`). */
function iconsOf(schema: string): string[] {
  const walk = (nodes: unknown): string[] => Array.isArray(nodes)
    ? nodes.flatMap((n: { Icon?: unknown; Children?: unknown }) => [...(typeof n?.Icon === 'string' && n.Icon ? [n.Icon] : []), ...walk(n?.Children)])
    : [];
  try {
    return walk((JSON.parse(schema) as { Categories?: unknown }).Categories);
  } catch {
    return [];
  }
}

/** Image ids among a point's stored answers (`{ name: { DataType, Value } }`). */
function imageAnswersOf(attributes: string): string[] {
  try {
    return Object.values(JSON.parse(attributes) as Record<string, { DataType?: string; Value?: unknown }>)
      .flatMap((a) => (a?.DataType === 'image' && typeof a.Value === 'string' && a.Value ? [a.Value] : []));
  } catch {
    return [];
  }
}
