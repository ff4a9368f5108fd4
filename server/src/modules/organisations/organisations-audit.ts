import { CONTENT_BLOCKS, type MenuItem, type ScalarMap } from '@mitmachkarte/contract';
import type { OrganisationsTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';
import { fieldChanges, listText, quoted, type AuditField } from '../../lib/audit-text.js';
import type { AuditChange } from '../audit/audit.service.js';

/** The texts of the audit entries of organisations (docs/product.md §16.4): pure functions. */

type OrgFields = Pick<OrganisationsTable, 'id' | 'host' | 'title' | 'menu' | 'other' | 'content'> & Partial<Pick<OrganisationsTable, 'logo_revision' | 'logo_width' | 'logo_height'>>;

/** A logo as audit text: its size (its revision means nothing to a reader), '' for none. */
const logoText = (org: OrgFields) => (org.logo_revision ? `${org.logo_width} × ${org.logo_height} Pixel` : '');

/** Each page text on its own, labelled by its key (docs/product.md §17.3). */
function contentFieldsOf(before: OrgFields, after: OrgFields): AuditField[] {
  const [old, now] = [parseJson<Record<string, string>>(before.content, {}), parseJson<Record<string, string>>(after.content, {})];
  const text = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? String(map[key]) : '');
  return [...CONTENT_BLOCKS.keys()].map((key) => ({ label: `Seiteninhalt ${key}`, before: text(old, key), after: text(now, key) }));
}

/** Host, title, the menu (by its entries' names), each setting and each page text on its own. */
function fieldsOf(before: OrgFields, after: OrgFields): AuditField[] {
  const menu = (org: OrgFields) => listText(parseJson<MenuItem[]>(org.menu, []).map((item) => item.Display));
  const [old, now] = [parseJson<ScalarMap>(before.other, {}), parseJson<ScalarMap>(after.other, {})];
  const setting = (map: ScalarMap, key: string) => (Object.hasOwn(map, key) ? String(map[key]) : '');
  return [
    { label: 'Host', before: before.host, after: after.host },
    { label: 'Titel', before: before.title, after: after.title },
    { label: 'Menü', before: menu(before), after: menu(after), same: before.menu === after.menu },
    { label: 'Logo', before: logoText(before), after: logoText(after), same: (before.logo_revision ?? null) === (after.logo_revision ?? null) },
    ...[...new Set([...Object.keys(old), ...Object.keys(now)])].sort()
      .map((key) => ({ label: `Einstellung ${key}`, before: setting(old, key), after: setting(now, key) })),
    ...contentFieldsOf(before, after),
  ];
}

const target = (org: OrgFields) => ({ targetType: 'organisation', targetId: org.id, workspaceId: null });
const orgText = (org: OrgFields) => `Host: ${org.host}; Titel: ${org.title}`;

/** The entry of a new organisation. */
export const organisationCreated = (org: OrgFields): AuditChange =>
  ({ ...target(org), action: 'organisation.create', summary: `Organisation ${quoted(org.host)} angelegt`, after: orgText(org) });

/** The entry of a deleted organisation. */
export const organisationDeleted = (org: OrgFields): AuditChange =>
  ({ ...target(org), action: 'organisation.delete', summary: `Organisation ${quoted(org.host)} gelöscht`, before: orgText(org) });

/** The entry of a change of an organisation; undefined when nothing changed. */
export function organisationChanged(before: OrgFields, after: OrgFields): AuditChange | undefined {
  const changed = fieldChanges(fieldsOf(before, after));
  if (changed.labels.length === 0) return undefined;
  return {
    ...target(before), action: 'organisation.update', summary: `Organisation ${quoted(before.host)} geändert: ${changed.labels.join(', ')}`,
    before: changed.before, after: changed.after,
  };
}
