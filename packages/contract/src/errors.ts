import { z } from 'zod';

/** Error codes thrown as AppError on the server and mapped to HTTP status by one handler
 *  (docs/architecture.md §5). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  XSRF: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One failing field of a validation error: `Field` is a dotted path such as `Attributes.Tiefe`. */
export const FieldError = z.object({ Field: z.string(), Message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Body of every error answer: a German message, plus the failing fields for status 400. */
export const ErrorBody = z.object({ Message: z.string(), Errors: z.array(FieldError).optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Plain success answer of calls that have nothing else to say. */
export const MessageBody = z.object({ Message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** Answer of calls that only confirm success (docs/product.md §3.17 Registration `Message: success`, POST /survey). */
export const SuccessAnswer = z.object({ Message: z.literal('success') });
export type SuccessAnswer = z.infer<typeof SuccessAnswer>;
