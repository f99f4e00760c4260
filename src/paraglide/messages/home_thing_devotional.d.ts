/**
* | output |
* | --- |
* | "Today's devotional" |
*
* @param {Home_Thing_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional: ((inputs?: Home_Thing_DevotionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_DevotionalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_DevotionalInputs = {};
