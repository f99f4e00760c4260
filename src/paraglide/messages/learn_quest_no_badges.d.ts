/**
* | output |
* | --- |
* | "No badges yet. Complete a challenge to earn your first one!" |
*
* @param {Learn_Quest_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_no_badges: ((inputs?: Learn_Quest_No_BadgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_No_BadgesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_No_BadgesInputs = {};
