import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_21_0900_initial.js';
import * as accounts from './2026_11_21_1000_accounts.js';
import * as imagesCommentsVotes from './2026_11_21_1200_images_comments_votes.js';
import * as loginFailures from './2026_11_21_1400_login_failures.js';
import * as reliability from './2026_11_21_1500_reliability.js';
import * as confirmedLinks from './2026_11_24_0900_confirmed_links.js';
import * as imageOwnership from './2026_11_24_1000_image_ownership.js';
import * as sessionDevices from './2026_11_25_0900_session_devices.js';
import * as mfa from './2026_11_25_1000_mfa.js';
import * as pointStatus from './2026_11_25_1300_point_status.js';
import * as auditLog from './2026_11_25_1500_audit_log.js';
import * as officialAnswer from './2026_11_25_1600_official_answer.js';
import * as moderation from './2026_11_25_1700_moderation.js';
import * as follows from './2026_11_25_1900_follows.js';
import * as mapArea from './2026_11_25_2000_map_area.js';
import * as projectPage from './2026_11_26_0200_project_page.js';
import * as invitations from './2026_11_26_0300_invitations.js';
import * as layerMapView from './2026_11_26_0400_layer_map_view.js';
import * as projectImage from './2026_11_26_0500_project_image.js';
import * as pageContent from './2026_11_26_0600_page_content.js';
import * as reviewIndexes from './2026_11_26_0620_review_indexes.js';
import * as mapData from './2026_11_26_0900_map_data.js';
import * as contextLayers from './2026_11_26_1000_context_layers.js';
import * as sharedState from './2026_11_26_2200_shared_state.js';
import * as mfaSessions from './2026_11_28_1100_mfa_sessions.js';
import * as invitationsByAddress from './2026_11_28_1300_invitations_by_address.js';
import * as retention from './2026_11_28_1400_retention.js';
import * as jobs from './2026_11_28_1500_jobs.js';
import * as answerIndex from './2026_11_29_0400_answer_index.js';
import * as actorRevision from './2026_11_29_0800_actor_revision.js';
import * as livePointIndexes from './2026_11_29_0900_live_point_indexes.js';
import * as termsAcceptances from './2026_11_29_1000_terms_acceptances.js';
import * as organisationLogo from './2026_11_30_0100_organisation_logo.js';
import * as teamNotifications from './2026_11_30_0200_team_notifications.js';
import * as inbox from './2026_11_30_0300_inbox.js';
import * as answerTemplates from './2026_11_30_0400_answer_templates.js';
import * as shortenedComments from './2026_11_30_0500_shortened_comments.js';
import * as responsibility from './2026_11_30_0600_responsibility.js';
import * as deadlines from './2026_11_30_0700_deadlines.js';
import * as onBehalf from './2026_11_30_0800_on_behalf.js';
import * as passkeys from './2026_11_30_1100_passkeys.js';
import * as moderationSteps from './2026_11_30_0900_moderation_steps.js';
import * as identityProviders from './2026_11_30_1200_identity_providers.js';
import * as verifiedResidents from './2026_11_30_1300_verified_residents.js';
import * as staffSignIn from './2026_11_30_1400_staff_sign_in.js';
import * as translation from './2026_11_30_1500_translation.js';
import * as userLanguage from './2026_11_30_1700_user_language.js';
import * as dgsVideos from './2026_11_30_1800_dgs_videos.js';
import * as contentTranslations from './2026_11_30_1900_content_translations.js';
import * as reportLanguage from './2026_11_30_1950_report_language.js';
import * as projectLicence from './2026_12_01_1000_project_licence.js';
import * as duplicates from './2026_12_01_1100_duplicates.js';
import * as apiTokens from './2026_12_01_1200_api_tokens.js';
import * as areaAlerts from './2026_12_02_1100_area_alerts.js';
import * as organisationApiTokens from './2026_12_02_1200_organisation_api_tokens.js';
import * as webhooks from './2026_12_02_1300_webhooks.js';
import * as mailListUnsubscribe from './2026_12_03_0900_mail_list_unsubscribe.js';
import * as embedTokens from './2026_12_03_2210_embed_tokens.js';
import * as entryGeometry from './2026_12_04_0900_entry_geometry.js';
import * as entryExtentIndex from './2026_12_04_0910_entry_extent_index.js';
import * as entryMeasures from './2026_12_04_0920_entry_measures.js';
import * as surveys from './2026_12_04_1000_surveys.js';
import * as profileQuestions from './2026_12_04_1100_profile_questions.js';
import * as phaseSwitches from './2026_12_04_1200_phase_switches.js';
import * as projectResults from './2026_12_05_0900_project_results.js';
import * as projectUpdates from './2026_12_05_1000_project_updates.js';
import * as surveyPhaseSwitches from './2026_12_05_1100_survey_phase_switches.js';
import * as entryExtentBounds from './2026_12_05_1200_entry_extent_bounds.js';

/** Every migration in order, compiled into the build so that no folder scan is needed at run time.
 *  Migrations are never edited after they land (docs/architecture.md §8.3). */
const migrations: Record<string, Migration> = {
  '2026_11_21_0900_initial': initial,
  '2026_11_21_1000_accounts': accounts,
  '2026_11_21_1200_images_comments_votes': imagesCommentsVotes,
  '2026_11_21_1400_login_failures': loginFailures,
  '2026_11_21_1500_reliability': reliability,
  '2026_11_24_0900_confirmed_links': confirmedLinks,
  '2026_11_24_1000_image_ownership': imageOwnership,
  '2026_11_25_0900_session_devices': sessionDevices,
  '2026_11_25_1000_mfa': mfa,
  '2026_11_25_1300_point_status': pointStatus,
  '2026_11_25_1500_audit_log': auditLog,
  '2026_11_25_1600_official_answer': officialAnswer,
  '2026_11_25_1700_moderation': moderation,
  '2026_11_25_1900_follows': follows,
  '2026_11_25_2000_map_area': mapArea,
  '2026_11_26_0200_project_page': projectPage,
  '2026_11_26_0300_invitations': invitations,
  '2026_11_26_0400_layer_map_view': layerMapView,
  '2026_11_26_0500_project_image': projectImage,
  '2026_11_26_0600_page_content': pageContent,
  '2026_11_26_0620_review_indexes': reviewIndexes,
  '2026_11_26_0900_map_data': mapData,
  '2026_11_26_1000_context_layers': contextLayers,
  '2026_11_26_2200_shared_state': sharedState,
  '2026_11_28_1100_mfa_sessions': mfaSessions,
  '2026_11_28_1300_invitations_by_address': invitationsByAddress,
  '2026_11_28_1400_retention': retention,
  '2026_11_28_1500_jobs': jobs,
  '2026_11_29_0400_answer_index': answerIndex,
  '2026_11_29_0800_actor_revision': actorRevision,
  '2026_11_29_0900_live_point_indexes': livePointIndexes,
  '2026_11_29_1000_terms_acceptances': termsAcceptances,
  '2026_11_30_0100_organisation_logo': organisationLogo,
  '2026_11_30_0200_team_notifications': teamNotifications,
  '2026_11_30_0300_inbox': inbox,
  '2026_11_30_0400_answer_templates': answerTemplates,
  '2026_11_30_0500_shortened_comments': shortenedComments,
  '2026_11_30_0600_responsibility': responsibility,
  '2026_11_30_0700_deadlines': deadlines,
  '2026_11_30_0800_on_behalf': onBehalf,
  '2026_11_30_0900_moderation_steps': moderationSteps,
  '2026_11_30_1100_passkeys': passkeys,
  '2026_11_30_1200_identity_providers': identityProviders,
  '2026_11_30_1300_verified_residents': verifiedResidents,
  '2026_11_30_1400_staff_sign_in': staffSignIn,
  '2026_11_30_1500_translation': translation,
  '2026_11_30_1700_user_language': userLanguage,
  '2026_11_30_1800_dgs_videos': dgsVideos,
  '2026_11_30_1900_content_translations': contentTranslations,
  '2026_11_30_1950_report_language': reportLanguage,
  '2026_12_01_1000_project_licence': projectLicence,
  '2026_12_01_1100_duplicates': duplicates,
  '2026_12_01_1200_api_tokens': apiTokens,
  '2026_12_02_1100_area_alerts': areaAlerts,
  '2026_12_02_1200_organisation_api_tokens': organisationApiTokens,
  '2026_12_02_1300_webhooks': webhooks,
  '2026_12_03_0900_mail_list_unsubscribe': mailListUnsubscribe,
  '2026_12_03_2210_embed_tokens': embedTokens,
  '2026_12_04_0900_entry_geometry': entryGeometry,
  '2026_12_04_0910_entry_extent_index': entryExtentIndex,
  '2026_12_04_0920_entry_measures': entryMeasures,
  '2026_12_04_1000_surveys': surveys,
  '2026_12_04_1100_profile_questions': profileQuestions,
  '2026_12_04_1200_phase_switches': phaseSwitches,
  '2026_12_05_0900_project_results': projectResults,
  '2026_12_05_1000_project_updates': projectUpdates,
  '2026_12_05_1100_survey_phase_switches': surveyPhaseSwitches,
  '2026_12_05_1200_entry_extent_bounds': entryExtentBounds,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
