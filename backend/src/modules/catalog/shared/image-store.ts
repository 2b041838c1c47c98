import type { DataSource, EntityManager } from 'typeorm';
import { declareMediaReference, mediaUrl, prepareImage, saveImage, sweepUnusedImages } from '../../../core/media/media.store.js';
import { NoSuchRow, type CrudStore } from './crud-resource.js';

/** A table whose rows each show one public image (the gallery, the banner), newest first. */
export interface ImageTable<I extends { imagePath: string }> {
  table: string;
  /** The text columns beside the image, by request field; a text left out is stored empty. */
  texts: Record<Exclude<keyof I, 'imagePath'>, string>;
  /** The site shows one: saving a new row replaces the others, in one transaction. */
  single?: boolean;
}

type ImageRow<I> = Required<Omit<I, 'imagePath'>> & { _id: string; imagePath: string; createdAt: string };

/**
 * Rows point at images in the media store by content hash; lists carry image URLs, never bytes. An
 * upload is decoded and re-encoded before the transaction, so a large photo holds no connection or
 * lock meanwhile and a refused one never opens a transaction.
 */
export function imageStore<I extends { imagePath: string }>(def: ImageTable<I>): (db: DataSource) => CrudStore<I, ImageRow<I>> {
  const fields = Object.keys(def.texts) as Exclude<keyof I, 'imagePath'>[];
  const columns = fields.map((field) => def.texts[field]);
  declareMediaReference(def.table, 'media_sha256', 'public');
  return (db) => new ImageStore(db, def, fields, columns);
}

class ImageStore<I extends { imagePath: string }> implements CrudStore<I, ImageRow<I>> {
  constructor(
    private readonly db: DataSource,
    private readonly def: ImageTable<I>,
    private readonly fields: Exclude<keyof I, 'imagePath'>[],
    private readonly columns: string[],
  ) {}

  async list(): Promise<ImageRow<I>[]> {
    const rows = (await this.db.query(
      `SELECT r.id, r.media_sha256, m.content_type, r.created_at${this.columns.map((c) => `, r.${c}`).join('')}
         FROM ${this.def.table} r JOIN media m ON m.sha256 = r.media_sha256
        ORDER BY r.created_at DESC, r.id`,
    )) as ({ id: string; media_sha256: string; content_type: string; created_at: Date } & Record<string, string>)[];
    return rows.map((r) => ({
      _id: r.id,
      ...(Object.fromEntries(this.fields.map((field, i) => [field, r[this.columns[i]!]])) as Required<Omit<I, 'imagePath'>>),
      imagePath: mediaUrl(r.media_sha256, r.content_type),
      createdAt: r.created_at.toISOString(),
    }));
  }

  async create(input: I): Promise<string> {
    const image = await prepareImage(input.imagePath);
    return this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      if (this.def.single) {
        // Two admins saving at once must still leave exactly one row.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('${this.def.table}'))`);
        await this.deleteWhere(manager, 'true', []);
      }
      const names = [...this.columns, 'media_sha256'];
      const [row] = (await manager.query(
        `INSERT INTO ${this.def.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        [...this.texts(input), image.sha256],
      )) as { id: string }[];
      return row!.id;
    });
  }

  async update(id: string, input: I): Promise<void> {
    const image = await prepareImage(input.imagePath);
    await this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      // A text the update leaves out (null here) keeps what is stored, as in every catalog update.
      const sets = [...this.columns.map((column, i) => `${column} = COALESCE($${i + 2}, ${column})`), `media_sha256 = $${this.columns.length + 2}`];
      const [rows] = (await manager.query(`UPDATE ${this.def.table} SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING id`, [
        id,
        ...this.fields.map((field) => input[field] ?? null),
        image.sha256,
      ])) as [{ id: string }[], number];
      // Thrown inside the transaction: the image saved for a row that is not there goes with it.
      if (!rows[0]) throw new NoSuchRow();
      await sweepUnusedImages(manager);
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      if ((await this.deleteWhere(manager, 'id = $1', [id])) === 0) throw new NoSuchRow();
    });
  }

  private texts(input: I): unknown[] {
    return this.fields.map((field) => input[field] ?? '');
  }

  private async deleteWhere(manager: EntityManager, where: string, params: unknown[]): Promise<number> {
    const [, deleted] = (await manager.query(`DELETE FROM ${this.def.table} WHERE ${where}`, params)) as [unknown, number];
    await sweepUnusedImages(manager);
    return deleted;
  }
}
