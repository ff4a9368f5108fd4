import { describe, expect, it } from 'vitest';
import { AdminAuditQuery, AUDIT_PAGE_SIZE_DEFAULT, AuditPageQuery } from './audit.js';

describe('AuditPageQuery', () => {
  it('starts at page 1 with the default page size', () => {
    expect(AuditPageQuery.parse({})).toEqual({ page: 1, pageSize: AUDIT_PAGE_SIZE_DEFAULT });
    expect(AuditPageQuery.parse({ page: '3', pageSize: '200' })).toEqual({ page: 3, pageSize: 200 });
  });

  it('refuses pages below 1, fractions, words and page sizes outside 1..200 in German', () => {
    for (const query of [{ page: '0' }, { page: '1.5' }, { page: 'zwei' }, { page: '' }, { pageSize: '0' }, { pageSize: '201' }, { pageSize: 'x' }]) {
      const result = AuditPageQuery.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^page(Size)? muss eine ganze Zahl/);
    }
  });
});

describe('AdminAuditQuery', () => {
  it('takes an optional workspace id and refuses anything else there', () => {
    expect(AdminAuditQuery.parse({ workspace: '0190F5A2-0000-7000-8000-000000000001' }).workspace).toBe('0190f5a2-0000-7000-8000-000000000001');
    expect(AdminAuditQuery.safeParse({ workspace: "1' OR '1'='1" }).success).toBe(false);
  });
});
