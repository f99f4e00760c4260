/**
* | output |
* | --- |
* | "The stories could not be kept for offline. Check the connection and try again." |
*
* @param {Stories_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_failed: ((inputs?: Stories_Keep_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Keep_FailedInputs = {};
