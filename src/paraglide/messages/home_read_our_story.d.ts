/**
* | output |
* | --- |
* | "Read our story" |
*
* @param {Home_Read_Our_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_read_our_story: ((inputs?: Home_Read_Our_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Read_Our_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Read_Our_StoryInputs = {};
