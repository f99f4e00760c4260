/**
* | output |
* | --- |
* | "No badges yet. Each thing you finish can earn one!" |
*
* @param {Home_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_no_badges: ((inputs?: Home_No_BadgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_BadgesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_No_BadgesInputs = {};
