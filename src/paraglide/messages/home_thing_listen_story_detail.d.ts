/**
* | output |
* | --- |
* | "Tap Listen and the story is read to you." |
*
* @param {Home_Thing_Listen_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story_detail: ((inputs?: Home_Thing_Listen_Story_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Listen_Story_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Listen_Story_DetailInputs = {};
