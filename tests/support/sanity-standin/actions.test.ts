/**
 * The release model's actions as the Studio 6 sends them, through the stand-in's HTTP API: versions of a
 * document (the draft, a release's) created, discarded and marked for unpublishing, and releases moved
 * through their states, each request one transaction.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Api, standInWith } from './testing';

const product = { _id: 'product-a', _type: 'product', name: 'A', price: 10 };
const other = { _id: 'product-b', _type: 'product', name: 'B', price: 20 };
let api: Api;

beforeEach(async () => {
  api = await standInWith([product, other]);
});
afterEach(async () => {
  await api.close();
});

const edit = (versionId: string, set: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit',
  draftId: versionId,
  publishedId: 'product-a',
  patch: { set },
});

describe('version actions', () => {
  it('version.discard removes the draft (the Studio’s "Discard changes"); the published document stays', async () => {
    expect((await api.actions(edit('drafts.product-a', { price: 12 }))).status).toBe(200);
    expect(api.stored('drafts.product-a')?.price).toBe(12);
    const discard = await api.actions({
      actionType: 'sanity.action.document.version.discard',
      versionId: 'drafts.product-a',
    });
    expect(discard.status).toBe(200);
    expect(discard.body.transactionId).toEqual(expect.any(String));
    expect(api.stored('drafts.product-a')).toBeUndefined();
    expect(api.stored('product-a')?.price).toBe(10);
  });

  it('version.discard of a version that does not exist is refused, and so is a published id', async () => {
    const missing = await api.actions({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.x' });
    expect(missing.status).toBe(409);
    const published = await api.actions({
      actionType: 'sanity.action.document.version.discard',
      versionId: 'product-a',
    });
    expect(published.status).toBe(400);
    expect(api.stored('product-a')).toBeDefined();
  });

  it('version.create makes a release’s version from a document or from a base, only in a release that exists', async () => {
    const orphan = await api.actions({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'product-a',
      document: { ...product, _id: 'versions.rNone.product-a' },
    });
    expect(orphan.status).toBe(404);
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    const fromDocument = await api.actions({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'product-a',
      document: { ...product, _id: 'versions.rSpring.product-a', price: 8 },
    });
    expect(fromDocument.status).toBe(200);
    const fromBase = () =>
      api.actions({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'product-b',
        baseId: 'product-b',
        versionId: 'versions.rSpring.product-b',
      });
    expect((await fromBase()).status).toBe(200);
    expect(api.stored('versions.rSpring.product-a')).toMatchObject({ _type: 'product', price: 8 });
    expect(api.stored('versions.rSpring.product-b')).toMatchObject({ name: 'B', price: 20 });
    // The same version again: it exists now.
    expect((await fromBase()).status).toBe(409);
  });

  it('version.unpublish marks the version; publishing its release then removes the published document', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rGone' });
    const unpublish = await api.actions({
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.rGone.product-b',
      publishedId: 'product-b',
    });
    expect(unpublish.status).toBe(200);
    expect(api.stored('versions.rGone.product-b')?._system).toEqual({ delete: true });
    expect(api.stored('product-b')).toBeDefined();
    expect(await api.query('*[_id == "product-b"]._id', 'rGone,drafts')).toEqual([]);
    await api.actions({ actionType: 'sanity.action.release.publish', releaseId: 'rGone' });
    expect(api.stored('product-b')).toBeUndefined();
    expect(api.stored('versions.rGone.product-b')).toBeUndefined();
  });
});

describe('release actions', () => {
  const release = () => api.stored('_.releases.rSpring');

  it('create stores the release as Sanity does: _.releases.<id>, system.release, active, with its metadata', async () => {
    const created = await api.actions({
      actionType: 'sanity.action.release.create',
      releaseId: 'rSpring',
      metadata: { title: 'Spring', releaseType: 'asap' },
    });
    expect(created.status).toBe(200);
    expect(release()).toMatchObject({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring', releaseType: 'asap' },
      _rev: created.body.transactionId,
    });
    expect((await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' })).status).toBe(409);
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rPlain' });
    expect(api.stored('_.releases.rPlain')?.metadata).toEqual({ releaseType: 'undecided' });
  });

  it('edit patches the metadata', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    await api.actions({
      actionType: 'sanity.action.release.edit',
      releaseId: 'rSpring',
      patch: { set: { 'metadata.title': 'Spring sale', 'metadata.releaseType': 'scheduled' } },
    });
    expect(release()?.metadata).toEqual({ releaseType: 'scheduled', title: 'Spring sale' });
  });

  it('publish publishes every version of the release in one transaction, and the release is published', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    await api.actions(
      { ...edit('versions.rSpring.product-a', { price: 7 }) },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'product-b',
        document: { ...other, _id: 'versions.rSpring.product-b', price: 17 },
      },
    );
    const published = await api.actions({ actionType: 'sanity.action.release.publish', releaseId: 'rSpring' });
    expect(published.status).toBe(200);
    const tx = published.body.transactionId;
    expect(api.stored('product-a')).toMatchObject({ price: 7, _rev: tx });
    expect(api.stored('product-b')).toMatchObject({ price: 17, _rev: tx });
    expect(api.stored('versions.rSpring.product-a')).toBeUndefined();
    expect(release()).toMatchObject({
      state: 'published',
      publishedAt: expect.any(String),
      finalDocumentStates: [{ id: 'versions.rSpring.product-a' }, { id: 'versions.rSpring.product-b' }],
    });
    expect((await api.actions({ actionType: 'sanity.action.release.publish', releaseId: 'rSpring' })).status).toBe(409);
  });

  it('a publish that fails publishes nothing: the release and all its versions stay as they were', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    await api.actions(edit('versions.rSpring.product-a', { price: 7 }));
    // Publish and then something the API refuses, in one request: nothing of it is applied.
    const refused = await api.actions(
      { actionType: 'sanity.action.release.publish', releaseId: 'rSpring' },
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.nothing' },
    );
    expect(refused.status).toBe(409);
    expect(api.stored('product-a')?.price).toBe(10);
    expect(api.stored('versions.rSpring.product-a')?.price).toBe(7);
    expect(release()?.state).toBe('active');
  });

  it('schedule and unschedule move the release between active and scheduled', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    const at = '2030-03-01T09:00:00.000Z';
    expect(
      (await api.actions({ actionType: 'sanity.action.release.schedule', releaseId: 'rSpring', publishAt: at })).status,
    ).toBe(200);
    expect(release()).toMatchObject({ state: 'scheduled', publishAt: at });
    await api.actions({ actionType: 'sanity.action.release.unschedule', releaseId: 'rSpring' });
    expect(release()?.state).toBe('active');
    expect(release()?.publishAt).toBeUndefined();
    expect((await api.actions({ actionType: 'sanity.action.release.unschedule', releaseId: 'rSpring' })).status).toBe(
      409,
    );
  });

  it('a scheduled release publishes itself at its time, and an unscheduled one does not', async () => {
    for (const releaseId of ['rSoon', 'rCalledOff']) {
      await api.actions({ actionType: 'sanity.action.release.create', releaseId });
      await api.actions(edit(`versions.${releaseId}.product-a`, { price: releaseId === 'rSoon' ? 8 : 9 }));
    }
    const soon = new Date(Date.now() + 400).toISOString();
    for (const releaseId of ['rSoon', 'rCalledOff'])
      await api.actions({ actionType: 'sanity.action.release.schedule', releaseId, publishAt: soon });
    await api.actions({ actionType: 'sanity.action.release.unschedule', releaseId: 'rCalledOff' });
    expect(api.stored('product-a')?.price).toBe(10);
    await expect.poll(() => api.stored('_.releases.rSoon')?.state, { timeout: 10_000 }).toBe('published');
    expect(Date.parse(String(api.stored('_.releases.rSoon')?.publishedAt))).toBeGreaterThanOrEqual(Date.parse(soon));
    expect(api.stored('product-a')?.price).toBe(8);
    expect(api.stored('_.releases.rCalledOff')?.state).toBe('active');
    expect(api.stored('versions.rCalledOff.product-a')?.price).toBe(9);
  });

  it('archive removes the versions, unarchive brings them back, delete removes an archived release', async () => {
    await api.actions({ actionType: 'sanity.action.release.create', releaseId: 'rSpring' });
    await api.actions(edit('versions.rSpring.product-a', { price: 7 }));
    await api.actions({ actionType: 'sanity.action.release.archive', releaseId: 'rSpring' });
    expect(release()?.state).toBe('archived');
    expect(api.stored('versions.rSpring.product-a')).toBeUndefined();
    await api.actions({ actionType: 'sanity.action.release.unarchive', releaseId: 'rSpring' });
    expect(release()?.state).toBe('active');
    expect(api.stored('versions.rSpring.product-a')?.price).toBe(7);
    expect((await api.actions({ actionType: 'sanity.action.release.delete', releaseId: 'rSpring' })).status).toBe(409);
    await api.actions({ actionType: 'sanity.action.release.archive', releaseId: 'rSpring' });
    expect((await api.actions({ actionType: 'sanity.action.release.delete', releaseId: 'rSpring' })).status).toBe(200);
    expect(release()).toBeUndefined();
  });

  it('a dry run answers as the action would and stores nothing', async () => {
    const response = await api.call('/data/actions/production', {
      actions: [{ actionType: 'sanity.action.release.create', releaseId: 'rDry' }],
      dryRun: true,
    });
    expect(response.status).toBe(200);
    expect(api.stored('_.releases.rDry')).toBeUndefined();
  });
});
