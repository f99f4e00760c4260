/**
* | output |
* | --- |
* | "What {siteName} keeps about parents and children, why, for how long, and how to reach us." |
*
* @param {Site_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_description: ((inputs: Site_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_DescriptionInputs = {
    siteName: NonNullable<unknown>;
};
