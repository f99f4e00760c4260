/**
* | output |
* | --- |
* | "Listen to the story" |
*
* @param {Games_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_story: ((inputs?: Games_Listen_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Listen_StoryInputs = {};
