/**
* | output |
* | --- |
* | "💬 Sharing" |
*
* @param {Learn_Quest_Type_SharingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_sharing: ((inputs?: Learn_Quest_Type_SharingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_SharingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_SharingInputs = {};
