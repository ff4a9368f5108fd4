/** @mitmachkarte/contract: zod schemas and inferred types of every API body, shared by the server
 *  and the web app (docs/architecture.md §2). No I/O, no DOM. */
// First: zod's mode in browsers, before any schema is built (jitless.ts).
import './jitless.js';
export * from './errors.js';
export * from './limits.js';
export * from './permissions.js';
export * from './common.js';
export * from './auth.js';
export * from './organisation.js';
export * from './org-settings.js';
export * from './group.js';
export * from './user.js';
export * from './dashboard.js';
export * from './map-area.js';
export * from './geocoding.js';
export * from './project.js';
export * from './workspace.js';
export * from './acl.js';
export * from './invitation.js';
export * from './schema.js';
export * from './status.js';
export * from './moderation.js';
export * from './notifications.js';
export * from './audit.js';
export * from './layer.js';
export * from './template-parts.js';
export * from './template-water.js';
export * from './templates.js';
export * from './point.js';
export * from './answers.js';
export * from './system.js';
export * from './registration.js';
export * from './survey.js';
export * from './image.js';
export * from './vote.js';
export * from './comment.js';
export * from './account.js';
export * from './mfa.js';
