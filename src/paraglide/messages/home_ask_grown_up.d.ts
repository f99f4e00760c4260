/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Home_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_ask_grown_up: ((inputs?: Home_Ask_Grown_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Ask_Grown_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Ask_Grown_UpInputs = {};
