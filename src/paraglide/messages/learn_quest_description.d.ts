/**
* | output |
* | --- |
* | "Bible reading, memory and game challenges for kids. Start a challenge, complete it and earn badges and points." |
*
* @param {Learn_Quest_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_description: ((inputs?: Learn_Quest_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_DescriptionInputs = {};
