/**
* | output |
* | --- |
* | "Chapters and pages kept on this device:" |
*
* @param {Site_Offline_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_kept: ((inputs?: Site_Offline_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_KeptInputs = {};
