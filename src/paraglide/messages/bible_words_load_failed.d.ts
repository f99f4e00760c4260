/**
* | output |
* | --- |
* | "The meaning could not be loaded. Please try again when you are online." |
*
* @param {Bible_Words_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_load_failed: ((inputs?: Bible_Words_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_Load_FailedInputs = {};
