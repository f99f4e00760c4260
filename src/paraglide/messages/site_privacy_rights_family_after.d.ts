/**
* | output |
* | --- |
* | "page you can download all data of a child or of your whole family as one file, and delete a child's profile." |
*
* @param {Site_Privacy_Rights_Family_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_family_after: ((inputs?: Site_Privacy_Rights_Family_AfterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Rights_Family_AfterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Rights_Family_AfterInputs = {};
