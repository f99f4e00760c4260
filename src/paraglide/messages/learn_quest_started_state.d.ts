/**
* | output |
* | --- |
* | "🚀 Started: keep going!" |
*
* @param {Learn_Quest_Started_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_started_state: ((inputs?: Learn_Quest_Started_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Started_StateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Started_StateInputs = {};
