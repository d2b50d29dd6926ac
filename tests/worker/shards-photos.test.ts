import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makePng, upload } from './photos-support';
import { mutate, newPersonOn, ok } from './team-support';

// Past one database (issue 46): a host placed on DB_SHARD_1 uploads a photo of their property
// (POST /api/host/photos): the ownership check, the count and the row go to the host's shard.

describe('shards: photos of a host on DB_SHARD_1', () => {
  it('uploads to the property on the host’s shard; another host’s upload to it is 404', async () => {
    const host = await newPersonOn('DB_SHARD_1', 'photos-shard');
    const property = await ok<{ id: number }>(mutate(host, 'host.properties.create', { name: 'Pousada das Fotos', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const answer = await upload(property.id, await makePng(640, 480), { host, type: 'image/png' });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    expect(await env.DB_SHARD_1.prepare('SELECT property_id FROM property_photos WHERE id = ?').bind(id).first('property_id')).toBe(property.id);
    const other = await newPersonOn('DB_SHARD_0', 'photos-other');
    expect((await upload(property.id, await makePng(640, 480, 1), { host: other, type: 'image/png' })).status).toBe(404);
  });
});
