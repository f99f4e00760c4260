/**
* | output |
* | --- |
* | "That's right!" |
*
* @param {Stories_Answer_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_right: ((inputs?: Stories_Answer_RightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Answer_RightInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Answer_RightInputs = {};
