/**
* | output |
* | --- |
* | "The Bite Size Bible lamb reading its Bible" |
*
* @param {Home_Lamb_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_lamb_alt: ((inputs?: Home_Lamb_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Lamb_AltInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Lamb_AltInputs = {};
