/**
* | output |
* | --- |
* | "Read a Bible story" |
*
* @param {Home_Thing_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story: ((inputs?: Home_Thing_Read_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Read_StoryInputs = {};
