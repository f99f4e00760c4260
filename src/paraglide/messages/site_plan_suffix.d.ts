/**
* | output |
* | --- |
* | "plan" |
*
* @param {Site_Plan_SuffixInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_plan_suffix: ((inputs?: Site_Plan_SuffixInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Plan_SuffixInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Plan_SuffixInputs = {};
