/**
 * docs/PRODUCT.md §5: the template upload's validation texts, shown by the client and answered by the server.
 * Kept apart from the zod schemas so the client can use them without loading zod.
 */
export const TEMPLATE_NAME_REQUIRED = 'Please enter a name for your template.';
export const TEMPLATE_FILE_REQUIRED = 'Please select a template file to upload.';
export const STANDARD_TEMPLATE_UNDELETABLE = 'The Standard Template cannot be deleted';
export const STANDARD_TEMPLATE_SETTINGS_FIXED = "The Standard Template's settings cannot be changed";
export const STANDARD_TEMPLATE_NAME = 'Standard Template';
export const MAX_TEMPLATE_NAME_LENGTH = 120;
