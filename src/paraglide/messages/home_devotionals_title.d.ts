/**
* | output |
* | --- |
* | "Daily Devotionals" |
*
* @param {Home_Devotionals_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_devotionals_title: ((inputs?: Home_Devotionals_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Devotionals_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Devotionals_TitleInputs = {};
