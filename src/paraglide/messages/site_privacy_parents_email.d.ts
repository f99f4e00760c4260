/**
* | output |
* | --- |
* | "Your e-mail address and your name if you gave one: to sign you in and write to you." |
*
* @param {Site_Privacy_Parents_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_email: ((inputs?: Site_Privacy_Parents_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Parents_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Parents_EmailInputs = {};
