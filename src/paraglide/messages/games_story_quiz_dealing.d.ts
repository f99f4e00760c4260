/**
* | output |
* | --- |
* | "Opening the story book..." |
*
* @param {Games_Story_Quiz_DealingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_dealing: ((inputs?: Games_Story_Quiz_DealingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Story_Quiz_DealingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Story_Quiz_DealingInputs = {};
