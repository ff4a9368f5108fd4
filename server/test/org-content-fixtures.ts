import type { Organisation, OrgInfo } from '@mitmachkarte/contract';
import { expectStatus, url } from './admin-fixtures.js';
import { TestClient } from './client.js';
import type { TestApp } from './test-app.js';

/** Helpers of the page-content tests (docs/product.md §17.3, §23.2), for an organisation manager
 *  `manager` of the app `t`, both read when called (they are set in the tests' beforeAll). */
export function orgContentHelpers(get: () => { t: TestApp; manager: TestClient }) {
  /** A new organisation at `host` with the page texts `Content`. */
  async function createOrg(host: string, Content?: Record<string, string>): Promise<Organisation> {
    const res = await get().manager.post(url('/admin/organisation'), { Host: host, Config: { Title: 'Stadt', Content } });
    expectStatus(res, 200);
    return res.json();
  }
  /** PUT of `org` with the page texts `Content`. */
  const putContent = (org: Organisation, Content: unknown) =>
    get().manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Content } });
  /** GET /auth/org as a visitor of `host`. */
  const orgInfo = async (host: string): Promise<OrgInfo> =>
    (await new TestClient(get().t.app).request('GET', url('/auth/org'), undefined, { headers: { host } })).json();
  return { createOrg, putContent, orgInfo };
}
