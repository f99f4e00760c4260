/**
* | output |
* | --- |
* | "Well done!" |
*
* @param {Site_Celebration_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_well_done: ((inputs?: Site_Celebration_Well_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Well_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Celebration_Well_DoneInputs = {};
