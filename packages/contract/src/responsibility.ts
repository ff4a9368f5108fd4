import { z } from 'zod';
import { Id } from './common.js';
import { Latitude, Longitude, NamedRef } from './point.js';
import { polygonFromGeoJson } from './map-area.js';

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
  Name: z.string({ error: 'Der Name einer Zuständigkeit muss ein Text sein.' }).trim()
    .min(1, 'Jede Zuständigkeit braucht einen Namen.')
    .max(DEPARTMENT_NAME_MAX, `Der Name einer Zuständigkeit darf höchstens ${DEPARTMENT_NAME_MAX} Zeichen lang sein.`),
  Members: z.array(Id).max(DEPARTMENT_MEMBERS_MAX, `Eine Zuständigkeit hat höchstens ${DEPARTMENT_MEMBERS_MAX} Mitglieder.`).default([]),
});
export type DepartmentBody = z.infer<typeof DepartmentBody>;

/** PUT /gis/workspace/{id}/departments body: the whole list (names unique, any case) and whether
 *  the public sees the department of an entry („Zuständigkeit öffentlich zeigen“). */
export const DepartmentsBody = z.strictObject({
  Departments: z.array(DepartmentBody).max(DEPARTMENTS_MAX, `Ein Projekt hat höchstens ${DEPARTMENTS_MAX} Zuständigkeiten.`)
    .refine((list) => new Set(list.map((d) => d.Name.toLowerCase())).size === list.length, 'Jeder Name einer Zuständigkeit darf nur einmal vorkommen.')
    .refine((list) => { const ids = list.flatMap((d) => (d.ID ? [d.ID] : [])); return new Set(ids).size === ids.length; }, 'Jede ID einer Zuständigkeit darf nur einmal vorkommen.'),
  ShowDepartment: z.boolean({ error: 'ShowDepartment muss true oder false sein.' }),
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
  Points: z.array(Id).min(1, 'Bitte wählen Sie mindestens einen Eintrag.')
    .max(BULK_ASSIGNMENT_MAX, `Höchstens ${BULK_ASSIGNMENT_MAX} Einträge auf einmal.`),
});
export type BulkAssignmentBody = z.infer<typeof BulkAssignmentBody>;

/** POST /gis/workspace/{id}/assignment answer: how many entries were assigned. */
export const BulkAssignmentResult = z.object({ Count: z.number().int() });
export type BulkAssignmentResult = z.infer<typeof BulkAssignmentResult>;

const BAD_RING = 'Jeder Ring des Gebiets braucht mindestens 4 Punkte, und sein letzter Punkt muss sein erster sein (GeoJSON).';
const Position = z.union([z.tuple([Longitude, Latitude]), z.tuple([Longitude, Latitude, z.number()])], {
  error: 'Ein Punkt des Gebiets muss [Länge, Breite] in Grad sein.',
});
const Ring = z.array(Position).min(4, BAD_RING).refine((r) => r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1], BAD_RING);
const Rings = z.array(Ring).min(1, 'Ein Polygon braucht mindestens einen Ring.');
const positions = (rings: readonly (readonly unknown[])[]) => rings.reduce((n, r) => n + r.length, 0);

/** The area of a routing rule: a GeoJSON Polygon or MultiPolygon (RFC 7946) in degrees WGS84 with
 *  at most ROUTING_AREA_MAX_POSITIONS positions. */
export const RoutingArea = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: Rings }),
  z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(Rings).min(1, 'Ein MultiPolygon braucht mindestens ein Polygon.') }),
], { error: 'Das Gebiet muss ein GeoJSON-Polygon oder -MultiPolygon sein.' })
  .refine((a) => (a.type === 'Polygon' ? positions(a.coordinates) : a.coordinates.reduce((n, p) => n + positions(p), 0)) <= ROUTING_AREA_MAX_POSITIONS,
    `Das Gebiet darf höchstens ${ROUTING_AREA_MAX_POSITIONS.toLocaleString('de-DE')} Punkte haben. Bitte vereinfachen Sie es.`);
export type RoutingArea = z.infer<typeof RoutingArea>;

/** One routing rule: new entries of the map `Layer` (null: any map of the project) in the category
 *  `Category` or one of its sub-categories (null: any; needs a map) inside `Area` (null: anywhere)
 *  go to `Department` and/or `User` (one of them is required). */
export const RoutingRule = z.strictObject({
  Layer: Id.nullable(),
  Category: z.string({ error: 'Die Kategorie muss ein Text sein.' }).trim().min(1, 'Die Kategorie darf nicht leer sein.').max(200, 'Die Kategorie ist zu lang.').nullable(),
  Area: RoutingArea.nullable(),
  Department: Id.nullable(),
  User: Id.nullable(),
}).refine((r) => r.Department !== null || r.User !== null, 'Jede Regel braucht eine Zuständigkeit oder eine Person.')
  .refine((r) => r.Category === null || r.Layer !== null, 'Eine Regel mit Kategorie braucht eine Karte.');
export type RoutingRule = z.infer<typeof RoutingRule>;

/** GET and PUT /gis/workspace/{id}/routing-rules: the rules in their order (the first that matches a new entry assigns it). */
export const RoutingRules = z.strictObject({
  Rules: z.array(RoutingRule).max(ROUTING_RULES_MAX, `Ein Projekt hat höchstens ${ROUTING_RULES_MAX} Regeln.`),
});
export type RoutingRules = z.infer<typeof RoutingRules>;

/** The area in a GeoJSON text someone uploads or pastes (map-area.ts polygonFromGeoJson). */
export function routingAreaFromGeoJson(text: string): { area: RoutingArea } | { error: string } {
  const result = polygonFromGeoJson(text, RoutingArea, 'Der Text', 'Das Gebiet ist ungültig.');
  return 'value' in result ? { area: result.value } : result;
}
