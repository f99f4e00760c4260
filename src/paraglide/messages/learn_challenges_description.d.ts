/**
* | output |
* | --- |
* | "Truth Challenges for kids: share your story, go on a Bible reading quest, master memory verses and collect achievements." |
*
* @param {Learn_Challenges_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_challenges_description: ((inputs?: Learn_Challenges_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Challenges_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Challenges_DescriptionInputs = {};
