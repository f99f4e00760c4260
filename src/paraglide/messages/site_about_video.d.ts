/**
* | output |
* | --- |
* | "Watch our video channel" |
*
* @param {Site_About_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_about_video: ((inputs?: Site_About_VideoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_About_VideoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_About_VideoInputs = {};
