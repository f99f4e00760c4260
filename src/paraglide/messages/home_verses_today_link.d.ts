/**
* | output |
* | --- |
* | "Verses to practise today" |
*
* @param {Home_Verses_Today_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_verses_today_link: ((inputs?: Home_Verses_Today_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Verses_Today_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Verses_Today_LinkInputs = {};
