/**
* | output |
* | --- |
* | "Fun fact:" |
*
* @param {Games_Story_Quiz_Fun_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_fun_fact: ((inputs?: Games_Story_Quiz_Fun_FactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Story_Quiz_Fun_FactInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Story_Quiz_Fun_FactInputs = {};
