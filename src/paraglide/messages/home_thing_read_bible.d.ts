/**
* | output |
* | --- |
* | "Read the Bible" |
*
* @param {Home_Thing_Read_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible: ((inputs?: Home_Thing_Read_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Read_BibleInputs = {};
