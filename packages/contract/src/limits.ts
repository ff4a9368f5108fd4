/** Business constants and limits (docs/product.md §9, docs/architecture.md §2). */
export const MIN_PASSWORD_LENGTH = 8;
/** Passwords longer than this are refused before hashing (keeps scrypt cost bounded). */
export const MAX_PASSWORD_LENGTH = 256;
export const LOGIN_FAILURE_THRESHOLD = 3;
export const ALERT_AUTOCLOSE_MS = 5000;
export const POINT_PAGE_SIZE = 2;
/** Largest accepted image upload in bytes (10 MiB, docs/product.md §5). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side of an image's `norm` variant in pixels (image.ts). */
export const IMAGE_NORM_MAX_SIDE = 1280;
/** Largest JSON request body in bytes; anything larger gets 413. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Longest name of a workspace, layer, group, user or variable (characters). */
export const NAME_MAX_LENGTH = 200;
/** Longest free-text answer or description (characters). */
export const TEXT_MAX_LENGTH = 10_000;
/** Most variables in one questionnaire schema, most categories in one tree. */
export const SCHEMA_MAX_VARIABLES = 500;
export const CATEGORY_MAX_NODES = 1000;
/** Most keys in a free key/value map (user settings, attributes). */
export const MAP_MAX_KEYS = 200;
export const SETTING_KEY_LAST_WORKSPACE = 'last_workspace';
export const ORG_SETTING_WORKSPACE = 'gwapp_workspace';
export const ORG_SETTING_LAYER = 'gwapp_layer';
/** Attribute key under which a point stores its category (docs/product.md §3: DataType category). */
export const CATEGORY_ATTRIBUTE = 'category';
/** Deepest nesting of a JSON request body; deeper bodies get 400 before validation. */
export const JSON_MAX_DEPTH = 40;
/** Deepest category tree (levels); the map app's chooser shows one level at a time. */
export const CATEGORY_MAX_DEPTH = 8;
/** Longest comment text (characters, after trimming). */
export const COMMENT_MAX_LENGTH = 2000;
/** Header of a POST that may be retried safely: the same key with the same body gives
 *  the first answer again (value: IdempotencyKey in system.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Highest zoom level of a start view: the map's highest tile zoom (docs/product.md §9). */
export const MAX_MAP_ZOOM = 18;

/** Most corner points a boundary may have in all: a town's outline from OpenStreetMap, simplified,
 *  has a few thousand. */
export const BOUNDARY_MAX_POSITIONS = 20_000;

/** Longest official answer, in characters. */
export const OFFICIAL_ANSWER_MAX_LENGTH = 5000;

/** Answer types of a questionnaire variable (docs/product.md §3.11 Schema variable). `label` is an info text,
 *  `pagebreak` splits the form into steps; neither takes an answer. */
export const DATA_TYPES = [
  'text', 'text_multi', 'single', 'multiple', 'boolean', 'percent', 'number', 'label', 'pagebreak', 'image', 'geolocation',
] as const;
