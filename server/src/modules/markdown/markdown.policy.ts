import { type Actor, isLoggedIn } from '../../lib/actor.js';

/** Every logged-in user may preview Markdown: organisation managers write page texts, project
 *  managers descriptions (docs/product.md §17.2, §17.3). Anonymous visitors may not. */
export const canPreviewMarkdown = (actor: Actor) => isLoggedIn(actor);
