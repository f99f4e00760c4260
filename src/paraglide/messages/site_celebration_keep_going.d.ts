/**
* | output |
* | --- |
* | "Keep going" |
*
* @param {Site_Celebration_Keep_GoingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_keep_going: ((inputs?: Site_Celebration_Keep_GoingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Keep_GoingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Celebration_Keep_GoingInputs = {};
