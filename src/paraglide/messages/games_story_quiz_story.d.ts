/**
* | output |
* | --- |
* | "The story" |
*
* @param {Games_Story_Quiz_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_story: ((inputs?: Games_Story_Quiz_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Story_Quiz_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Story_Quiz_StoryInputs = {};
