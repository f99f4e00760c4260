/**
* | output |
* | --- |
* | "From the Bible" |
*
* @param {Stories_From_The_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_from_the_bible: ((inputs?: Stories_From_The_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_From_The_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_From_The_BibleInputs = {};
