/**
* | output |
* | --- |
* | "Pick up where you like. Tap a hard word to see what it means." |
*
* @param {Home_Thing_Read_Bible_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible_detail: ((inputs?: Home_Thing_Read_Bible_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_Bible_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Read_Bible_DetailInputs = {};
