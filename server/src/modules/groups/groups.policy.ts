import { mayGrant } from '@mitmachkarte/contract';
import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `groupmanager` manage groups and see the permission list (docs/architecture.md §6). */
export const canManageGroups = (actor: Actor) => actorHas(actor, 'groupmanager');

/** The group list is also open to holders of `usermanager`, who assign users to groups. */
export const canListGroups = (actor: Actor) => canManageGroups(actor) || actorHas(actor, 'usermanager');

/** Whether the actor may give or take the permissions `changed` (group memberships, a group's
 *  permissions) or change an account that holds them: the contract's mayGrant (docs/security.md,
 *  Rights), which the web app follows too. */
export const canChangePermissions = (actor: Actor, changed: Iterable<string>) => mayGrant(actor.permissions, changed);
