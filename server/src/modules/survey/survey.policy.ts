import { type Actor, actorHas } from '../../lib/actor.js';

/** Anyone may answer the survey, anonymous visitors too (docs/product.md §6). */
export const canAnswerSurvey = (_actor: Actor): boolean => true;

/** The summary of all answers is for holders of `admin`. */
export const canSeeSurveyResults = (actor: Actor): boolean => actorHas(actor, 'admin');
