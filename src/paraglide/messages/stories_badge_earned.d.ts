/**
* | output |
* | --- |
* | "earned" |
*
* @param {Stories_Badge_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_earned: ((inputs?: Stories_Badge_EarnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_EarnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Badge_EarnedInputs = {};
