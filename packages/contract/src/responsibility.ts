import { z } from 'zod';
import { Id } from './common.js';
import { Latitude, Longitude, NamedRef } from './point.js';
import { type GeoJsonProblem, polygonFromGeoJson } from './map-area.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Responsibility („Zuständigkeit“, docs/product.md §16.10): departments of a project's team, the
 *  assignment of entries to a department or a person of the team, and the routing rules that
 *  assign new entries by map, category and area. */

/** Most departments per project, members per department, routing rules per project, entries per
 *  bulk assignment, and positions of a rule's area. */
export const DEPARTMENTS_MAX = 50;
export const DEPARTMENT_MEMBERS_MAX = 200;
export const DEPARTMENT_NAME_MAX = 80;
export const ROUTING_RULES_MAX = 100;
export const BULK_ASSIGNMENT_MAX = 500;
export const ROUTING_AREA_MAX_POSITIONS = 2000;

/** A department as written in PUT /gis/workspace/{id}/departments: `ID` keeps a stored one, none
 *  makes a new one; `Members` are ids of people of the project's team. */
export const DepartmentBody = z.strictObject({
  ID: Id.optional(),
  Name: z.string({ error: FIELD_MESSAGES.departmentNameNotText }).trim()
    .min(1, FIELD_MESSAGES.departmentNameMissing)
    .max(DEPARTMENT_NAME_MAX, fieldMessage('departmentNameTooLong', { max: DEPARTMENT_NAME_MAX })),
  Members: z.array(Id).max(DEPARTMENT_MEMBERS_MAX, fieldMessage('departmentTooManyMembers', { max: DEPARTMENT_MEMBERS_MAX })).default([]),
});
export type DepartmentBody = z.infer<typeof DepartmentBody>;

/** PUT /gis/workspace/{id}/departments body: the whole list (names unique, any case) and whether
 *  the public sees the department of an entry („Zuständigkeit öffentlich zeigen“). */
export const DepartmentsBody = z.strictObject({
  Departments: z.array(DepartmentBody).max(DEPARTMENTS_MAX, fieldMessage('tooManyDepartments', { max: DEPARTMENTS_MAX }))
    .refine((list) => new Set(list.map((d) => d.Name.toLowerCase())).size === list.length, FIELD_MESSAGES.departmentNameTwice)
    .refine((list) => { const ids = list.flatMap((d) => (d.ID ? [d.ID] : [])); return new Set(ids).size === ids.length; }, FIELD_MESSAGES.departmentIdTwice),
  ShowDepartment: z.boolean({ error: FIELD_MESSAGES.showDepartmentNotBoolean }),
});
export type DepartmentsBody = z.infer<typeof DepartmentsBody>;

/** A stored department: its members (people of the team now), by name. */
export const Department = z.object({ ID: Id, Name: z.string(), Members: z.array(NamedRef) });
export type Department = z.infer<typeof Department>;

/** GET /gis/workspace/{id}/departments answer: the departments by name, the people of the team
 *  (who may be members and assignees) by name, and the public setting. */
export const Departments = z.object({ Departments: z.array(Department), Team: z.array(NamedRef), ShowDepartment: z.boolean() });
export type Departments = z.infer<typeof Departments>;

/** PUT /gis/point/{id}/assignment body: a department of the project and/or a person of its team;
 *  both null: no one is responsible. */
export const AssignmentBody = z.strictObject({ Department: Id.nullable(), User: Id.nullable() });
export type AssignmentBody = z.infer<typeof AssignmentBody>;

/** POST /gis/workspace/{id}/assignment body: the same assignment for up to BULK_ASSIGNMENT_MAX entries. */
export const BulkAssignmentBody = AssignmentBody.extend({
  Points: z.array(Id).min(1, FIELD_MESSAGES.chooseEntry)
    .max(BULK_ASSIGNMENT_MAX, fieldMessage('tooManyAtOnce', { max: BULK_ASSIGNMENT_MAX })),
});
export type BulkAssignmentBody = z.infer<typeof BulkAssignmentBody>;

/** POST /gis/workspace/{id}/assignment answer: how many entries were assigned. */
export const BulkAssignmentResult = z.object({ Count: z.number().int() });
export type BulkAssignmentResult = z.infer<typeof BulkAssignmentResult>;

const BAD_RING = FIELD_MESSAGES.areaBadRing;
const Position = z.union([z.tuple([Longitude, Latitude]), z.tuple([Longitude, Latitude, z.number()])], {
  error: FIELD_MESSAGES.areaBadPoint,
});
const Ring = z.array(Position).min(4, BAD_RING).refine((r) => r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1], BAD_RING);
const Rings = z.array(Ring).min(1, FIELD_MESSAGES.polygonNoRing);
const positions = (rings: readonly (readonly unknown[])[]) => rings.reduce((n, r) => n + r.length, 0);

/** The area of a routing rule: a GeoJSON Polygon or MultiPolygon (RFC 7946) in degrees WGS84 with
 *  at most ROUTING_AREA_MAX_POSITIONS positions. */
export const RoutingArea = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: Rings }),
  z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(Rings).min(1, FIELD_MESSAGES.multiPolygonEmpty) }),
], { error: FIELD_MESSAGES.areaNotPolygon })
  .refine((a) => (a.type === 'Polygon' ? positions(a.coordinates) : a.coordinates.reduce((n, p) => n + positions(p), 0)) <= ROUTING_AREA_MAX_POSITIONS,
    fieldMessage('areaTooManyPoints', { max: ROUTING_AREA_MAX_POSITIONS.toLocaleString('de-DE') }));
export type RoutingArea = z.infer<typeof RoutingArea>;

/** One routing rule: new entries of the map `Layer` (null: any map of the project) in the category
 *  `Category` or one of its sub-categories (null: any; needs a map) inside `Area` (null: anywhere)
 *  go to `Department` and/or `User` (one of them is required). */
export const RoutingRule = z.strictObject({
  Layer: Id.nullable(),
  Category: z.string({ error: FIELD_MESSAGES.categoryNotText }).trim().min(1, FIELD_MESSAGES.categoryEmpty).max(200, FIELD_MESSAGES.categoryTooLong).nullable(),
  Area: RoutingArea.nullable(),
  Department: Id.nullable(),
  User: Id.nullable(),
}).refine((r) => r.Department !== null || r.User !== null, FIELD_MESSAGES.ruleNeedsAssignee)
  .refine((r) => r.Category === null || r.Layer !== null, FIELD_MESSAGES.ruleCategoryNeedsLayer);
export type RoutingRule = z.infer<typeof RoutingRule>;

/** GET and PUT /gis/workspace/{id}/routing-rules: the rules in their order (the first that matches a new entry assigns it). */
export const RoutingRules = z.strictObject({
  Rules: z.array(RoutingRule).max(ROUTING_RULES_MAX, fieldMessage('tooManyRules', { max: ROUTING_RULES_MAX })),
});
export type RoutingRules = z.infer<typeof RoutingRules>;

/** The area in a GeoJSON text someone uploads or pastes (map-area.ts polygonFromGeoJson). */
export function routingAreaFromGeoJson(text: string): { area: RoutingArea } | { error: GeoJsonProblem } {
  const result = polygonFromGeoJson(text, RoutingArea);
  return 'value' in result ? { area: result.value } : result;
}
