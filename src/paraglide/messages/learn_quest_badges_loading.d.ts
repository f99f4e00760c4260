/**
* | output |
* | --- |
* | "Loading your badges..." |
*
* @param {Learn_Quest_Badges_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_badges_loading: ((inputs?: Learn_Quest_Badges_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Badges_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Badges_LoadingInputs = {};
