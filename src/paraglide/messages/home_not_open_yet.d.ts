/**
* | output |
* | --- |
* | "This one is not open yet." |
*
* @param {Home_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_open_yet: ((inputs?: Home_Not_Open_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Not_Open_YetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Not_Open_YetInputs = {};
