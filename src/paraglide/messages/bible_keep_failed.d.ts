/**
* | output |
* | --- |
* | "This book could not be kept for offline. Check the connection and try again." |
*
* @param {Bible_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_failed: ((inputs?: Bible_Keep_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_FailedInputs = {};
