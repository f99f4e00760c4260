/**
* | output |
* | --- |
* | "Privacy, in plain words" |
*
* @param {Site_Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_heading: ((inputs?: Site_Privacy_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_HeadingInputs = {};
