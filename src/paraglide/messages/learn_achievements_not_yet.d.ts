/**
* | output |
* | --- |
* | "Not yet earned" |
*
* @param {Learn_Achievements_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_not_yet: ((inputs?: Learn_Achievements_Not_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Not_YetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Not_YetInputs = {};
