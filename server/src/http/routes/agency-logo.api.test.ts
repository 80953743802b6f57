import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { textCv, uploadCvs, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import { encodePng, noise, SMALL_JPEG } from '../../rendering/test-support/logo-images';
import { partText } from '../../rendering/test-support/read-docx';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

const LOGO = encodePng(300, 100, (x) => [x % 256, 56, 100]);

function logoForm(bytes: Buffer, fileName: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
const uploadLogo = (client: ApiClient, bytes: Buffer, fileName = 'logo.png', type?: string) =>
  client.request('PUT', '/api/settings/agency-logo', { body: logoForm(bytes, fileName, type) });
const logoBytes = async (client: ApiClient) => {
  const res = await fetch(`${t.url}/api/settings/agency-logo`, { headers: { cookie: client.cookieHeader } });
  return { status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const storedLogo = async (userId: string) => (await t.server.ctx.database.db.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, userId)))[0]!.agencyLogo;

describe('agency logo', () => {
  it('is uploaded, shown, replaced and removed; the replaced and removed files leave storage', async () => {
    const { client, user } = await t.signUp();
    const uploaded = await uploadLogo(client, LOGO);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatchObject({ contentType: 'image/png', width: 300, height: 100, size: LOGO.length });
    expect(JSON.stringify(uploaded.body)).not.toContain('agency-logos/');
    expect((await client.get('/api/settings/agency-profile')).body.logo).toMatchObject({ contentType: 'image/png', width: 300 });
    const served = await logoBytes(client);
    expect(served).toMatchObject({ status: 200, type: 'image/png', nosniff: 'nosniff' });
    expect(served.bytes.equals(LOGO)).toBe(true);

    const first = (await storedLogo(user.id))!.storageKey;
    const replaced = await uploadLogo(client, SMALL_JPEG, 'logo.jpg', 'image/jpeg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.logo).toMatchObject({ contentType: 'image/jpeg', width: 24, height: 12 });
    expect((await logoBytes(client)).bytes.equals(SMALL_JPEG)).toBe(true);
    expect(await t.server.ctx.storage.exists(first)).toBe(false);

    const second = (await storedLogo(user.id))!.storageKey;
    const removed = await client.delete('/api/settings/agency-logo');
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect((await client.get('/api/settings/agency-profile')).body.logo).toBeNull();
    expect((await logoBytes(client)).status).toBe(404);
    expect(await t.server.ctx.storage.exists(second)).toBe(false);
    expect((await client.delete('/api/settings/agency-logo')).body.message).toBe('There is no agency logo to remove.');
  });

  it('refuses an SVG or HTML page renamed .png, a truncated PNG, an oversize file and a huge image, each with its reason, and stores nothing', async () => {
    const { client, user } = await t.signUp();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const asSvg = await uploadLogo(client, svg, 'logo.png');
    expect(asSvg.status).toBe(415);
    expect(asSvg.body.message).toBe('"logo.png" is not a PNG or JPEG image. Upload the logo as a .png or .jpg file (SVG, GIF, WebP and other formats are not accepted).');
    const asHtml = await uploadLogo(client, Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'logo.jpg', 'image/jpeg');
    expect(asHtml.status).toBe(415);

    const truncated = await uploadLogo(client, LOGO.subarray(0, LOGO.length - 20), 'cut.png');
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toMatch(/^"cut\.png" could not be read as an image \(.+\)\. Save it again as PNG or JPEG and upload it again\.$/);
    const cutJpeg = await uploadLogo(client, SMALL_JPEG.subarray(0, 300), 'cut.jpg', 'image/jpeg');
    expect(cutJpeg.status).toBe(400);

    // Noise does not compress: 620 × 620 pixels make a real PNG of about 1.1 MB.
    const oversize = encodePng(620, 620, noise());
    expect(oversize.length).toBeGreaterThan(1024 * 1024);
    const tooLarge = await uploadLogo(client, oversize, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('"big.png" is larger than 1 MB, the limit for a logo. Save a smaller copy (600 pixels wide is plenty) and upload it again.');

    const huge = await uploadLogo(client, encodePng(2400, 8), 'wide.png');
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('"wide.png" is too large (it is 2400 × 8 pixels): a logo may be at most 2000 × 2000 pixels. Save a smaller copy and upload it again.');

    const empty = await client.request('PUT', '/api/settings/agency-logo', { body: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose a PNG or JPEG file for the logo.');

    expect(await storedLogo(user.id)).toBeNull();
    expect((await logoBytes(client)).status).toBe(404);
  });

  it('belongs to its owner: another user can neither read nor delete it', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    expect((await uploadLogo(owner.client, LOGO)).status).toBe(200);
    const refused = await other.client.delete('/api/settings/agency-logo');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('There is no agency logo to remove.');
    expect((await logoBytes(other.client)).status).toBe(404);
    expect((await other.client.get('/api/settings/agency-profile')).body.logo).toBeNull();
    const still = await logoBytes(owner.client);
    expect(still.status).toBe(200);
    expect(still.bytes.equals(LOGO)).toBe(true);
    expect(await t.server.ctx.storage.exists((await storedLogo(owner.user.id))!.storageKey)).toBe(true);
  });

  it('goes with the account when the account is deleted', async () => {
    const { client, user, password } = await t.signUp();
    expect((await uploadLogo(client, LOGO)).status).toBe(200);
    const key = (await storedLogo(user.id))!.storageKey;
    expect((await client.request('DELETE', '/api/account', { json: { password } })).status).toBeLessThan(300);
    expect(await t.server.ctx.storage.exists(key)).toBe(false);
  });
});

describe('the candidate report', () => {
  const agency = { consultantName: 'Sam Carter', consultantEmail: '', consultantPhone: '', agencyName: 'Acme Recruitment' };

  async function report(client: ApiClient, templateId = 'default', options: Record<string, boolean> = {}) {
    const [cvId] = await uploadCvs(client, [{ fileName: 'Jane Fairweather CV.txt', text: textCv('Jane Fairweather', 'jane@example.com') }]);
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId, options: { [cvId]: { reformat: false, enhance: false, report: true, email: false, ...options } } });
    expect(res.status).toBe(201);
    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job.status).toBe('completed');
    const file = (await client.get('/api/processed-files')).body.find((f: { jobId: string; mode: string }) => f.jobId === job.id && f.mode === 'report');
    const docx = Buffer.from(await (await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
    return new PizZip(docx);
  }

  it('carries the agency logo at the top beside the agency name, also in blind mode', async () => {
    const { client } = await t.signUp();
    expect((await client.put('/api/settings/agency-profile', agency)).status).toBe(200);
    expect((await uploadLogo(client, LOGO)).status).toBe(200);
    for (const anonymise of [false, true]) {
      const zip = await report(client, 'default', { anonymise });
      expect(Buffer.from(zip.file('word/media/agency-logo.png')!.asUint8Array()).equals(LOGO)).toBe(true);
      expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain('Id="rIdAgencyLogo" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/agency-logo.png"');
      const xml = zip.file('word/document.xml')!.asText();
      expect(xml.indexOf('r:embed="rIdAgencyLogo"')).toBeGreaterThan(0);
      expect(xml.indexOf('r:embed="rIdAgencyLogo"')).toBeLessThan(xml.indexOf('Acme Recruitment</w:t>'));
      expect(partText(zip.generate({ type: 'nodebuffer' })).split('\n')[0]).toBe('\tAcme Recruitment');
    }
  });

  it('has no image without a logo, and none for a template branded with another agency', async () => {
    const { client } = await t.signUp();
    expect((await client.put('/api/settings/agency-profile', agency)).status).toBe(200);
    const plain = await report(client);
    expect(Object.keys(plain.files).filter((name) => name.startsWith('word/media/'))).toEqual([]);
    expect(plain.file('word/document.xml')!.asText()).not.toContain('<w:drawing>');
    expect(plain.file('word/header1.xml')!.asText()).toContain('Acme Recruitment');

    expect((await uploadLogo(client, LOGO)).status).toBe(200);
    const form = new FormData();
    form.append('name', 'Other brand');
    form.append('file', new Blob([new Uint8Array(buildDocx({ body: [p('{{FullName}}')] }))]), 'brand.docx');
    const template = await client.request('POST', '/api/templates', { body: form });
    expect(template.status).toBe(201);
    const settings = await client.put(`/api/templates/${template.body.id}/settings`, { alwaysAnonymise: false, hideEmployers: false, agency: { ...agency, agencyName: 'Acme Tech Talent' } });
    expect(settings.status).toBe(200);
    const branded = await report(client, template.body.id);
    expect(Object.keys(branded.files).filter((name) => name.startsWith('word/media/'))).toEqual([]);
    expect(branded.file('word/header1.xml')!.asText()).toContain('Acme Tech Talent');
  });
});
